"""``meta.properties``: the identity of a formatted log directory (Java properties text).

Version 1 (KRaft) keys: ``version=1``, ``cluster.id`` (base64 UUID), ``node.id``, ``directory.id`` (base64 UUID,
optional in old files). Version 0 (ZooKeeper era) used ``broker.id``; it is read but never written. The file is
written atomically (temp, fsync, rename, fsync dir) by the ``format`` tool, and checked at start-up.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .errors import StorageError
from .fs import FileSystem, join
from .properties import PropertiesError, format_properties, parse_properties

__all__ = [
    "META_PROPERTIES_FILE",
    "MetaProperties",
    "MetaPropertiesError",
    "read_meta_properties",
    "write_meta_properties",
]

META_PROPERTIES_FILE = "meta.properties"


class MetaPropertiesError(StorageError):
    """A missing or invalid meta.properties file."""


class MetaProperties(BaseModel):
    model_config = ConfigDict(frozen=True, populate_by_name=True)

    version: int = Field(1, ge=0, le=1)
    cluster_id: str | None = Field(None, alias="cluster.id")
    node_id: int | None = Field(None, alias="node.id", ge=0)
    directory_id: str | None = Field(None, alias="directory.id")

    @model_validator(mode="after")
    def _check(self) -> MetaProperties:
        if self.version == 1:
            if not self.cluster_id:
                raise ValueError("cluster.id is required in version 1")
            if self.node_id is None:
                raise ValueError("node.id is required in version 1")
        return self

    def to_properties(self) -> dict[str, str]:
        out = {"version": str(self.version)}
        if self.cluster_id is not None:
            out["cluster.id"] = self.cluster_id
        if self.node_id is not None:
            out["node.id"] = str(self.node_id)
        if self.directory_id is not None:
            out["directory.id"] = self.directory_id
        return out


def read_meta_properties(fs: FileSystem, log_dir: str) -> MetaProperties | None:
    """The meta.properties of `log_dir`; None when absent; MetaPropertiesError when invalid."""
    path = join(log_dir, META_PROPERTIES_FILE)
    try:
        text = fs.read_file(path).decode("utf-8", errors="replace")
    except FileNotFoundError:
        return None
    try:
        props = parse_properties(text, path)
    except PropertiesError as e:
        raise MetaPropertiesError(str(e)) from None
    if "node.id" not in props and "broker.id" in props:
        props["node.id"] = props["broker.id"]
    try:
        version = int(props.get("version", "-1"))
    except ValueError:
        raise MetaPropertiesError(f"{path}: invalid version {props.get('version')!r}") from None
    try:
        return MetaProperties.model_validate(
            {
                "version": version,
                "cluster.id": props.get("cluster.id"),
                "node.id": props.get("node.id"),
                "directory.id": props.get("directory.id"),
            }
        )
    except ValidationError as e:
        first = e.errors()[0]
        loc = ".".join(str(p) for p in first["loc"]) or "file"
        raise MetaPropertiesError(f"{path}: {loc}: {first['msg']}") from None


def write_meta_properties(fs: FileSystem, log_dir: str, meta: MetaProperties) -> None:
    text = format_properties(meta.to_properties(), comment="Written by kraftpy")
    fs.write_atomic(join(log_dir, META_PROPERTIES_FILE), text.encode())
