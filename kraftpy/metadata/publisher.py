"""Committed metadata-log batches -> a new `MetadataImage`, published to the node's listeners.

A broker (and the metrics of every node) learns the cluster's state only from here: records are decoded and
replayed in log order, and after each committed batch every listener gets the new image and what changed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence

from kraftpy.metadata.image import (
    EMPTY_IMAGE,
    ImageChanges,
    MetadataDelta,
    MetadataImage,
    load_snapshot_values,
)

log = logging.getLogger(__name__)

ImageListener = Callable[[MetadataImage, ImageChanges], None]


class MetadataPublisher:
    def __init__(self) -> None:
        self.image: MetadataImage = EMPTY_IMAGE
        self.last_offset = -1
        self._listeners: list[ImageListener] = []

    def subscribe(self, listener: ImageListener) -> None:
        self._listeners.append(listener)

    def load_snapshot(self, values: Iterable[bytes], offset: int, epoch: int = -1) -> None:
        """Replace the image with a snapshot's content (framed metadata records); the listeners' changes name
        every topic and partition of the new image."""
        image, delta = load_snapshot_values(values, offset, epoch)
        self._publish(image, delta.changes)

    def commit(self, base_offset: int, values: Sequence[bytes], epoch: int) -> None:
        """Committed data records at offsets base_offset, base_offset+1, ..."""
        if not values:
            return
        delta = MetadataDelta(self.image)
        delta.replay_values(values, base_offset, epoch)
        self._publish(delta.apply(), delta.changes)

    def advance(self, offset: int) -> None:
        """A committed control batch: the offset moves, the image does not change."""
        if offset > self.last_offset:
            self.last_offset = offset

    def _publish(self, image: MetadataImage, changes: ImageChanges) -> None:
        self.image = image
        self.last_offset = max(self.last_offset, image.offset)
        for listener in self._listeners:
            try:
                listener(image, changes)
            except Exception:
                log.exception("Metadata listener %r failed on the image at offset %d", listener, image.offset)
