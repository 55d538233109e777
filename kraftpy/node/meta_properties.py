"""`meta.properties`: the identity file in every log directory (version 1, cluster.id, node.id, directory.id)."""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from kraftpy.node.properties import PropertiesError, read_properties, write_properties_atomically
from kraftpy.protocol.uuids import uuid_from_str, uuid_to_str

FILE_NAME = "meta.properties"


class MetaPropertiesError(Exception):
    """An unreadable or inconsistent meta.properties (names the file)."""


@dataclass(frozen=True, slots=True)
class MetaProperties:
    cluster_id: str
    node_id: int
    directory_id: uuid.UUID
    version: int = 1

    def to_properties(self) -> dict[str, str]:
        return {
            "version": str(self.version),
            "cluster.id": self.cluster_id,
            "node.id": str(self.node_id),
            "directory.id": uuid_to_str(self.directory_id),
        }

    @classmethod
    def from_properties(cls, props: dict[str, str], source: str) -> MetaProperties:
        version = props.get("version")
        if version != "1":
            if version == "0" or "broker.id" in props:
                raise MetaPropertiesError(f"{source}: version 0 (ZooKeeper-era) meta.properties is not supported")
            raise MetaPropertiesError(f"{source}: unsupported meta.properties version {version!r}")
        try:
            cluster_id = props["cluster.id"]
            node_id = int(props["node.id"])
            directory_id = uuid_from_str(props["directory.id"])
        except KeyError as e:
            raise MetaPropertiesError(f"{source}: missing {e.args[0]}") from None
        except ValueError as e:
            raise MetaPropertiesError(f"{source}: {e}") from None
        return cls(cluster_id, node_id, directory_id)


def read_meta_properties(log_dir: str | Path) -> MetaProperties | None:
    """The directory's meta.properties, or None when the directory is not formatted."""
    path = Path(log_dir) / FILE_NAME
    if not path.exists():
        return None
    try:
        return MetaProperties.from_properties(read_properties(path), str(path))
    except (OSError, PropertiesError, UnicodeDecodeError) as e:
        raise MetaPropertiesError(f"{path}: cannot read: {e}") from None


def write_meta_properties(log_dir: str | Path, meta: MetaProperties) -> None:
    path = Path(log_dir) / FILE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    write_properties_atomically(path, meta.to_properties(), comment=time.strftime("%a %b %d %H:%M:%S %Z %Y"))
