"""Every message, every version: encode -> decode gives an equal object, decode -> encode the same bytes."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.protocol.messages import all_versions, case_id
from tests.protocol.strategies import message

CASES = all_versions()


def test_every_schema_version_is_covered() -> None:
    # 125 classes, 490 (class, version) pairs; a schema that fails to generate would shrink this.
    assert len({c.NAME for c, _ in CASES}) >= 120
    assert len(CASES) >= 480


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_round_trip(case) -> None:  # type: ignore[no-untyped-def]
    cls, version = case

    @settings(max_examples=15, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(message(cls, version))
    def check(obj) -> None:  # type: ignore[no-untyped-def]
        data = obj.encode(version)
        back = cls.decode(data, version)
        assert back == obj
        assert back.encode(version) == data

    check()


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_defaults_round_trip(case) -> None:  # type: ignore[no-untyped-def]
    cls, version = case
    obj = cls()
    assert cls.decode(obj.encode(version), version) == obj


@given(st.data())
@settings(max_examples=30, deadline=None, database=None)
def test_decode_from_continues_after_the_message(data) -> None:  # type: ignore[no-untyped-def]
    cls, version = data.draw(st.sampled_from(CASES))
    obj = data.draw(message(cls, version))
    encoded = obj.encode(version)
    tail = b"\x01\x02\x03"
    back, pos = cls.decode_from(b"\xaa" + encoded + tail, 1, version)
    assert back == obj
    assert pos == 1 + len(encoded)
