"""Feature flags of a kraftpy cluster (Kafka's KIP-584/KIP-778 features, as FeatureLevelRecords in the metadata log).

| feature | levels | meaning |
|---|---|---|
| `metadata.version` | 7 (3.3-IV3) .. 27 (4.1-IV1) | the metadata format; new clusters start at 27 |
| `eligible.leader.replicas.version` | 0, 1 | KIP-966 Eligible Leader Replicas; 1 needs metadata.version 4.0-IV1 (23) |
| `transaction.version` | 0, 1, 2 | Kafka's TransactionVersion (KIP-890), see below |

A feature that is absent from the image is at level 0 (a FeatureLevelRecord of level 0 removes it), so a missing
`eligible.leader.replicas.version` means ELR is off, for the controller's decisions and for the records an image
writes alike. The first active controller writes the levels of a new cluster: `metadata.version` 27 and
`eligible.leader.replicas.version` 1 when the node's `eligible.leader.replicas.enabled` is true (default false,
KIP-966's default), 0 otherwise. UpdateFeatures changes them on a running cluster (`kraftpy features`).
`transaction.version` 1 has the transaction coordinator write `__transaction_state` values at version 1 (flexible,
with the tagged producer-id fields); 2 is KIP-890 part 2 (EndTxn v5 bumps the producer epoch of every transaction and
answers the producer id and epoch of the next one).
Kafka 4.x formats new clusters with `transaction.version` 2 (`TRANSACTION_VERSION_DEFAULT`); a new kraftpy cluster
leaves it at 0 (the first controller does not write it), so the transaction coordinator runs the classic protocol
with KIP-890 part 1's verification, until `kraftpy features upgrade --feature transaction.version=2` turns part 2 on
(a deviation the README lists).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

__all__ = [
    "ELR_DEFAULT_METADATA_VERSION",
    "ELR_FEATURE",
    "ELR_MIN_METADATA_VERSION",
    "FEATURE_DEPENDENCIES",
    "LATEST_METADATA_VERSION",
    "METADATA_VERSION",
    "METADATA_VERSIONS",
    "MIN_METADATA_VERSION",
    "SUPPORTED_FEATURES",
    "TRANSACTION_VERSION",
    "TRANSACTION_VERSION_DEFAULT",
    "feature_level",
    "level_to_string",
    "metadata_version_level",
    "release_feature_levels",
]

METADATA_VERSION = "metadata.version"
ELR_FEATURE = "eligible.leader.replicas.version"
TRANSACTION_VERSION = "transaction.version"
TRANSACTION_VERSION_DEFAULT = 2  # the level Kafka 4.x formats new clusters with (TV_2)

# metadata.version feature levels and their names (Kafka's MetadataVersion), from the first KRaft production level
METADATA_VERSIONS: Mapping[int, str] = {
    7: "3.3-IV3",
    8: "3.4-IV0",
    9: "3.5-IV0",
    10: "3.5-IV1",
    11: "3.5-IV2",
    12: "3.6-IV0",
    13: "3.6-IV1",
    14: "3.6-IV2",
    15: "3.7-IV0",
    16: "3.7-IV1",
    17: "3.7-IV2",
    18: "3.7-IV3",
    19: "3.7-IV4",
    20: "3.8-IV0",
    21: "3.9-IV0",
    22: "4.0-IV0",
    23: "4.0-IV1",
    24: "4.0-IV2",
    25: "4.0-IV3",
    26: "4.1-IV0",
    27: "4.1-IV1",
}
MIN_METADATA_VERSION = 7
LATEST_METADATA_VERSION = 27
ELR_MIN_METADATA_VERSION = 23  # 4.0-IV1: the first metadata.version with the ELR fields of the partition records
ELR_DEFAULT_METADATA_VERSION = 26  # 4.1-IV0: the first release whose new clusters have ELR on (Kafka's rule)

# What every kraftpy node supports: (min, max) level per feature, sent in BrokerRegistration and ApiVersions
SUPPORTED_FEATURES: Mapping[str, tuple[int, int]] = {
    METADATA_VERSION: (MIN_METADATA_VERSION, LATEST_METADATA_VERSION),
    ELR_FEATURE: (0, 1),
    TRANSACTION_VERSION: (0, 2),
}

# (feature, level) -> the levels of other features it needs
FEATURE_DEPENDENCIES: Mapping[tuple[str, int], Mapping[str, int]] = {
    (ELR_FEATURE, 1): {METADATA_VERSION: ELR_MIN_METADATA_VERSION},
}


def feature_level(features: Mapping[str, int], name: str) -> int:
    """The finalized level of `name`: absent means 0 (disabled)."""
    return features.get(name, 0)


def level_to_string(feature: str, level: int) -> str:
    """A level as Kafka's tools print it: metadata.version levels by name (`4.1-IV1`), others as numbers."""
    if feature == METADATA_VERSION and level in METADATA_VERSIONS:
        return METADATA_VERSIONS[level]
    return str(level)


_RELEASE = re.compile(r"(\d+)\.(\d+)(?:-IV(\d+))?")


def metadata_version_level(text: str) -> int:
    """The metadata.version level of a release (`4.0`: its last level, 4.0-IV3) or a level name (`4.0-IV1`)."""
    m = _RELEASE.fullmatch(text.strip())
    if m is None:
        raise ValueError(f"Unknown metadata.version '{text}'")
    if m.group(3) is not None:
        for level, name in METADATA_VERSIONS.items():
            if name == text.strip():
                return level
        raise ValueError(f"Unknown metadata.version '{text}'")
    prefix = f"{m.group(1)}.{m.group(2)}-IV"
    levels = [level for level, name in METADATA_VERSIONS.items() if name.startswith(prefix)]
    if not levels:
        raise ValueError(
            f"Unknown metadata.version '{text}'. Supported metadata.version are "
            f"{METADATA_VERSIONS[MIN_METADATA_VERSION]} to {METADATA_VERSIONS[LATEST_METADATA_VERSION]}"
        )
    return max(levels)


def release_feature_levels(text: str) -> dict[str, int]:
    """Every feature's level for a release version, as `--release-version` means it: its metadata.version, and
    ELR on from 4.1 (where Kafka turns it on for new clusters)."""
    mv = metadata_version_level(text)
    return {METADATA_VERSION: mv, ELR_FEATURE: 1 if mv >= ELR_DEFAULT_METADATA_VERSION else 0}
