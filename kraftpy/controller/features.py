"""UpdateFeatures (API 57, v0-2) on the active controller: finalized feature levels changed on a running cluster.

Served on the controller listeners; brokers forward it here (as Kafka's do). Rules, as Kafka's feature control:

* each update names a feature this controller knows (`kraftpy.metadata.features.SUPPORTED_FEATURES`) and a level
  (below 1: the feature is removed, i.e. level 0); v0's AllowDowngrade maps to UpgradeType 2 (safe downgrade),
  v1+ carry UpgradeType 1 UPGRADE, 2 SAFE_DOWNGRADE or 3 UNSAFE_DOWNGRADE;
* a lower level than the finalized one needs a downgrade type; metadata.version is never downgraded (its records
  cannot be rewritten for an older format);
* the level must be within the range this controller and every registered broker support, and satisfy the
  dependencies of the levels the request leaves finalized (eligible.leader.replicas.version 1 needs
  metadata.version 4.0-IV1);
* the request is all or nothing: the first invalid update answers the whole request (top-level error, and in v0-1
  the same error for every feature) and nothing is written; ValidateOnly (v1+) checks and writes nothing;
* duplicate feature names are INVALID_REQUEST.

The records are FeatureLevelRecords, answered once committed. Enabling ELR (eligible.leader.replicas.version 0 -> 1)
writes, in the same batch, Kafka's "ELR safety" records: a cluster-level min.insync.replicas from the static
setting when there is none, and the removal of every broker-level one (`configs.elr_safety_records`). Disabling it
is KIP-966's downgrade: from the next record on the controller ignores the ELR fields, and every partition change
drops the ones a partition still has (`partition_change`); snapshots stop writing them.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from kraftpy.controller.quorum_controller import Decision
from kraftpy.controller.settings import ControllerSettings
from kraftpy.metadata.configs import elr_safety_records
from kraftpy.metadata.features import (
    ELR_FEATURE,
    FEATURE_DEPENDENCIES,
    METADATA_VERSION,
    SUPPORTED_FEATURES,
    feature_level,
    level_to_string,
)
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.update_features import UpdateFeaturesRequest, UpdateFeaturesResponse

log = logging.getLogger(__name__)
E = ErrorCode

__all__ = ["SAFE_DOWNGRADE", "UNSAFE_DOWNGRADE", "UPGRADE", "FeatureControl"]

UPGRADE = 1
SAFE_DOWNGRADE = 2
UNSAFE_DOWNGRADE = 3


class _Invalid(Exception):
    def __init__(self, error: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.error = error
        self.message = message


class FeatureControl:
    def __init__(
        self, settings: ControllerSettings, supported: Mapping[str, tuple[int, int]] = SUPPORTED_FEATURES
    ) -> None:
        self.settings = settings
        self.supported = supported

    @property
    def prefix(self) -> str:
        return f"[QuorumController id={self.settings.node_id}]"

    def update_features(self, image: MetadataImage, req: UpdateFeaturesRequest, version: int) -> Decision:
        names = [u.feature for u in req.feature_updates]
        try:
            if len(set(names)) != len(names):
                duplicate = next(n for n in names if names.count(n) > 1)
                raise _Invalid(E.INVALID_REQUEST, f"Feature {duplicate} appears more than once in the request.")
            wanted: dict[str, int] = {}
            for u in req.feature_updates:
                upgrade_type = (SAFE_DOWNGRADE if u.allow_downgrade else UPGRADE) if version == 0 else u.upgrade_type
                wanted[u.feature] = self._check(image, u.feature, max(0, u.max_version_level), upgrade_type)
            after = dict(image.features)
            for name, level in wanted.items():
                if level == 0:
                    after.pop(name, None)
                else:
                    after[name] = level
            self._check_dependencies(after)
        except _Invalid as bad:
            log.info(
                "%s Rejected UpdateFeatures %s: %s %s",
                self.prefix,
                ", ".join(f"{u.feature}={u.max_version_level}" for u in req.feature_updates),
                bad.error.name,
                bad.message,
            )
            return Decision(response=_response(version, names, bad.error, bad.message))
        validate_only = version >= 1 and req.validate_only
        records: list[Message] = []
        for name, level in wanted.items():
            if level == feature_level(image.features, name):
                continue
            if name == ELR_FEATURE and level >= 1 and not image.elr_enabled:
                records.extend(elr_safety_records(image, self.settings.static))
            records.append(mr.FeatureLevelRecord(name=name, feature_level=level))
        if not validate_only and records:
            log.info(
                "%s Finalizing feature levels: %s",
                self.prefix,
                ", ".join(f"{r.name}={r.feature_level}" for r in records if isinstance(r, mr.FeatureLevelRecord)),
            )
        return Decision(records=[] if validate_only else records, response=_response(version, names, E.NONE, None))

    def _check(self, image: MetadataImage, name: str, level: int, upgrade_type: int) -> int:
        if upgrade_type not in (UPGRADE, SAFE_DOWNGRADE, UNSAFE_DOWNGRADE):
            raise _Invalid(E.INVALID_REQUEST, f"Unknown upgrade type {upgrade_type} for feature {name}.")
        if name not in self.supported:
            raise _Invalid(
                E.INVALID_UPDATE_VERSION,
                f"Invalid update version {level} for feature {name}. The controller does not support this feature.",
            )
        current = feature_level(image.features, name)
        if level < current:
            if upgrade_type == UPGRADE:
                raise _Invalid(
                    E.INVALID_UPDATE_VERSION,
                    f"Invalid update version {level} for feature {name}. Can't downgrade the version of "
                    "this feature without setting the upgrade type to either safe or unsafe downgrade.",
                )
            if name == METADATA_VERSION:
                raise _Invalid(
                    E.INVALID_UPDATE_VERSION,
                    f"Invalid update version {level} for feature {name}. kraftpy does not downgrade "
                    f"metadata.version (from {level_to_string(name, current)}): its records cannot be "
                    "rewritten for an older format.",
                )
        if level == current:
            return level
        lo, hi = self.supported[name]
        if not lo <= level <= hi:
            raise _Invalid(
                E.INVALID_UPDATE_VERSION,
                f"Invalid update version {level} for feature {name}. Local controller "
                f"{self.settings.node_id} only supports versions {lo}-{hi}",
            )
        for b, reg in sorted(image.brokers.items()):
            blo, bhi = reg.features.get(name, (0, 0))
            if not blo <= level <= bhi:
                raise _Invalid(
                    E.INVALID_UPDATE_VERSION,
                    f"Invalid update version {level} for feature {name}. Broker {b} only supports versions {blo}-{bhi}",
                )
        return level

    @staticmethod
    def _check_dependencies(after: Mapping[str, int]) -> None:
        for (name, level), needs in FEATURE_DEPENDENCIES.items():
            if feature_level(after, name) < level:
                continue
            for other, minimum in needs.items():
                have = feature_level(after, other)
                if have < minimum:
                    raise _Invalid(
                        E.INVALID_UPDATE_VERSION,
                        f"Invalid update version {feature_level(after, name)} for feature {name}. "
                        f"{name} {level} requires {other} {level_to_string(other, minimum)} or "
                        f"higher, but {other} would be {level_to_string(other, have)}.",
                    )


def _response(version: int, names: list[str], error: ErrorCode, message: str | None) -> UpdateFeaturesResponse:
    R = UpdateFeaturesResponse
    resp = R(error_code=int(error), error_message=message)
    if version < 2:
        resp.results = [
            R.UpdatableFeatureResult(feature=n, error_code=int(error), error_message=message) for n in names
        ]
    return resp
