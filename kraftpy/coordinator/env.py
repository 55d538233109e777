"""What the group coordinator's managers read besides a shard: the configs and the metadata image."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from kraftpy.coordinator.settings import GroupCoordinatorSettings
from kraftpy.metadata.image import MetadataImage

__all__ = ["GroupEnv"]


@dataclass(frozen=True, slots=True)
class GroupEnv:
    """The coordinator's current configs and metadata image (read when an operation runs), and its node id for the
    logs."""

    node_id: int
    settings: Callable[[], GroupCoordinatorSettings]
    image: Callable[[], MetadataImage]

    @property
    def prefix(self) -> str:
        return f"[GroupCoordinator {self.node_id}]"
