"""The controller's raft listener: a committed record the controller cannot replay stops the node."""

from __future__ import annotations

from typing import Any, cast

import pytest

from kraftpy.controller.quorum_controller import QuorumController
from kraftpy.metadata.records import encode_record
from kraftpy.node.roles import _ControllerListener
from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages.metadata_records import FeatureLevelRecord
from kraftpy.raft.records import Batch


def _controller() -> QuorumController:
    # replaying committed records needs neither the reactor nor the log (they serve the active controller)
    return QuorumController(1, cast(Any, None), cast(Any, None))


GOOD = encode_record(FeatureLevelRecord(name="metadata.version", feature_level=21))


def test_committed_records_are_replayed() -> None:
    controller = _controller()
    faults: list[BaseException] = []
    _ControllerListener(controller, faults.append).handle_commit([Batch(0, 0, 1, 0, 100, (GOOD,))])
    assert controller.committed.features["metadata.version"] == 21
    assert controller.committed_offset == 0 and faults == []


def test_a_record_that_cannot_be_replayed_is_fatal_and_nothing_after_it_is_applied() -> None:
    controller = _controller()
    faults: list[BaseException] = []
    listener = _ControllerListener(controller, faults.append)
    bad = b"\x41" + GOOD[1:]  # an unknown frame version
    listener.handle_commit([Batch(0, 0, 1, 0, 100, (bad,)), Batch(1, 1, 1, 0, 100, (GOOD,))])
    assert len(faults) == 1 and isinstance(faults[0], DecodeError)
    assert controller.committed_offset == -1 and "metadata.version" not in controller.committed.features


def test_without_a_fatal_handler_the_fault_reaches_the_driver() -> None:
    listener = _ControllerListener(_controller())
    with pytest.raises(DecodeError):
        listener.handle_commit([Batch(0, 0, 1, 0, 100, (b"\x41" + GOOD[1:],))])
