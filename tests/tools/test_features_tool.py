"""`kraftpy features`: kafka-features.sh's describe lines, upgrade/downgrade/disable with their output, flags and
exit codes, and the requests the admin client sends (ApiVersions v3+, UpdateFeatures), against a fake broker."""

from __future__ import annotations

import argparse
import asyncio
import io
from typing import Any

import pytest

from kraftpy.admin.client import AdminClient, FeatureMetadata
from kraftpy.net import ApiVersionsHandler, Features
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.update_features import UpdateFeaturesRequest, UpdateFeaturesResponse
from kraftpy.tools import features as tool
from tests.admin.fake import FakeCluster

pytestmark = pytest.mark.timeout(60)

UPDATE_FEATURES = 57
ELR = "eligible.leader.replicas.version"
MV = "metadata.version"


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="kraftpy")
    tool.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(["features", *argv])


def with_features(fake: FakeCluster, features: Features) -> FakeCluster:
    dispatcher = fake.nodes[fake.node_id].dispatcher
    dispatcher.unregister(18)
    dispatcher.register(18, ApiVersionsHandler(dispatcher, features=lambda: features))
    return fake


def controller(answer: tuple[int, str | None] = (0, None)) -> FakeCluster:
    """A fake that answers UpdateFeatures with `answer` (error code, message) for the whole request."""
    fake = FakeCluster()

    def handler(req: UpdateFeaturesRequest, version: int) -> UpdateFeaturesResponse:
        R = UpdateFeaturesResponse
        code, message = answer
        resp = R(error_code=code, error_message=message)
        if version < 2:
            resp.results = [
                R.UpdatableFeatureResult(feature=u.feature, error_code=code, error_message=message)
                for u in req.feature_updates
            ]
        return resp

    fake.serve(UPDATE_FEATURES, handler)
    return fake


def run(fake: FakeCluster | None, *argv: str) -> tuple[int, str, str]:
    async def main() -> tuple[int, str, str]:
        out, err = io.StringIO(), io.StringIO()
        if fake is None:
            code = await tool.run(parse("--bootstrap-server", "127.0.0.1:1", *argv), out, err)
        else:
            async with fake:
                code = await tool.run(parse("--bootstrap-server", fake.bootstrap, *argv), out, err)
        return code, out.getvalue(), err.getvalue()

    return asyncio.run(main())


def sent(fake: FakeCluster) -> list[tuple[int, Any]]:
    return fake.sent(UPDATE_FEATURES)


def test_describe_prints_kafka_features_lines() -> None:
    fake = with_features(
        FakeCluster(), Features(supported=((ELR, 0, 1), (MV, 7, 27)), finalized_epoch=42, finalized=((MV, 27, 27),))
    )
    code, out, err = run(fake, "describe")
    assert (code, err) == (0, "")
    assert out == (
        f"Feature: {ELR:<40}  SupportedMinVersion: {'0':<15}  SupportedMaxVersion: {'1':<15}  "
        f"FinalizedVersionLevel: {'0':<15}  Epoch: 42\n"
        f"Feature: {MV:<40}  SupportedMinVersion: {'3.3-IV3':<15}  SupportedMaxVersion: {'4.1-IV1':<15}  "
        f"FinalizedVersionLevel: {'4.1-IV1':<15}  Epoch: 42\n"
    )


def test_describe_features_of_the_admin_client_and_an_unknown_epoch() -> None:
    fake = with_features(FakeCluster(), Features(supported=((ELR, 0, 1),), finalized_epoch=-1))

    async def main() -> FeatureMetadata:
        async with fake, AdminClient(fake.bootstrap) as admin:
            return await admin.describe_features()

    meta = asyncio.run(main())
    assert meta == FeatureMetadata(finalized={}, finalized_epoch=None, supported={ELR: (0, 1)})
    assert tool.format_describe(meta).rstrip().endswith("Epoch: -")


@pytest.mark.parametrize(
    ("argv", "line", "kind"),
    [
        (["upgrade", "--feature", f"{ELR}=1"], f"{ELR} was upgraded to 1.", 1),
        (["downgrade", "--feature", f"{ELR}=0"], f"{ELR} was downgraded to 0.", 2),
        (["downgrade", "--feature", f"{ELR}=0", "--unsafe"], f"{ELR} was downgraded to 0.", 3),
        (["disable", "--feature", ELR], f"{ELR} was disabled.", 2),
        (["upgrade", "--feature", f"{ELR}=1", "--dry-run"], f"{ELR} can be upgraded to 1.", 1),
    ],
)
def test_updates_print_one_line_per_feature(argv: list[str], line: str, kind: int) -> None:
    fake = controller()
    code, out, err = run(fake, *argv)
    assert (code, out, err) == (0, line + "\n", "")
    ((version, req),) = sent(fake)
    assert version == 2 and req.validate_only == ("--dry-run" in argv)
    assert [(u.feature, u.max_version_level, u.upgrade_type) for u in req.feature_updates] == [
        (ELR, 0 if "upgrade" not in argv else 1, kind)
    ]


def test_a_refused_update_prints_kafka_failure_lines_and_exits_1() -> None:
    message = f"Invalid update version 2 for feature {ELR}. Local controller 1 only supports versions 0-1"
    fake = controller((ErrorCode.INVALID_UPDATE_VERSION, message))
    code, out, err = run(fake, "upgrade", "--feature", f"{ELR}=2", "--feature", f"{MV}=4.1-IV1")
    assert code == 1
    assert out.splitlines() == [
        f"Could not upgrade {ELR} to 2. {message}",
        f"Could not upgrade {MV} to 27. {message}",
    ]
    assert err == "2 out of 2 operation(s) failed.\n"
    fake = controller((ErrorCode.INVALID_UPDATE_VERSION, "no"))
    code, out, err = run(fake, "disable", "--feature", ELR, "--dry-run")
    assert (code, out) == (1, f"Can not disable {ELR}. no\n")


def test_release_version_sets_every_feature() -> None:
    fake = controller()
    code, out, _ = run(fake, "upgrade", "--release-version", "4.1")
    assert code == 0 and out == f"{ELR} was upgraded to 1.\n{MV} was upgraded to 27.\n"
    ((_, req),) = sent(fake)
    assert {u.feature: u.max_version_level for u in req.feature_updates} == {MV: 27, ELR: 1}
    fake = controller()
    run(fake, "downgrade", "--release-version", "4.0-IV1")
    ((_, req),) = sent(fake)
    assert {u.feature: (u.max_version_level, u.upgrade_type) for u in req.feature_updates} == {MV: (23, 2), ELR: (0, 2)}


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["upgrade", "--feature", "foo"], "Can't parse feature=level string foo: equals sign not found."),
        (["upgrade", "--feature", "foo=x"], "Can't parse feature=level string foo=x: unable to parse x as a short."),
        (["upgrade", "--feature", f"{MV}=9.9-IV9"], f"Can't parse feature=level string {MV}=9.9-IV9: "),
        (["upgrade"], "You must specify at least one feature to upgrade"),
        (["disable"], "You must specify at least one feature to disable"),
        (
            ["upgrade", "--feature", f"{ELR}=1", "--release-version", "4.1"],
            "Can not specify `release-version` and `feature` together",
        ),
        (["upgrade", "--release-version", "2.8"], "Unknown metadata.version '2.8'"),
        (["upgrade", "--feature", f"{ELR}=1", "--feature", f"{ELR}=0"], f"Feature {ELR} was specified more than once."),
    ],
)
def test_command_line_mistakes(argv: list[str], message: str) -> None:
    code, out, err = run(None, *argv)
    assert (code, out) == (1, "")
    assert err.startswith(message) and err.count("\n") == 1


def test_a_target_is_required() -> None:
    async def main() -> tuple[int, str]:
        err = io.StringIO()
        return await tool.run(parse("describe"), io.StringIO(), err), err.getvalue()

    assert asyncio.run(main()) == (1, "You must specify either --bootstrap-controller or --bootstrap-server.\n")
