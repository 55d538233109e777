"""Sans-IO KRaft: the Raft core of the metadata quorum (`__cluster_metadata-0`).

`RaftNode` is one node's state machine; it consumes decoded RPCs, time and appends, and returns `RaftOutput`
(quorum-state to persist, log flush, messages to send, committed batches and snapshots to apply, the next
deadline). The log is an injected `RaftLog` (`MemoryRaftLog` in memory; the storage package provides the disk
one). Imports only `kraftpy.protocol`.
"""

from .config import QuorumConfig, RaftConfigError
from .log import RaftLog, SnapshotWriter, ValidationKind, ValidOffsetAndEpoch, validate_offset_and_epoch
from .memory_log import MemoryRaftLog
from .messages import (
    RAFT_API_VERSIONS,
    AppendResult,
    LeaderAndEpoch,
    LoadedSnapshot,
    RaftOutput,
    RaftRequest,
    RaftResponse,
    RequestFailure,
)
from .metrics import RaftMetrics
from .node import RaftNode
from .quorum_state import QUORUM_STATE_FILE, ElectionState, MemoryQuorumStateStore, QuorumStateStore
from .records import Batch, ControlRecord, build_snapshot, read_snapshot
from .roles import (
    CandidateState,
    EpochState,
    FollowerState,
    LeaderState,
    ObserverState,
    ProspectiveState,
    ResignedState,
    UnattachedState,
)
from .types import (
    METADATA_PARTITION,
    METADATA_TOPIC,
    NotLeaderError,
    OffsetAndEpoch,
    RaftError,
    RaftStateError,
)
from .voters import Endpoint, Voter, VoterSet

__all__ = [
    "METADATA_PARTITION",
    "METADATA_TOPIC",
    "QUORUM_STATE_FILE",
    "RAFT_API_VERSIONS",
    "AppendResult",
    "Batch",
    "CandidateState",
    "ControlRecord",
    "ElectionState",
    "Endpoint",
    "EpochState",
    "FollowerState",
    "LeaderAndEpoch",
    "LeaderState",
    "LoadedSnapshot",
    "MemoryQuorumStateStore",
    "MemoryRaftLog",
    "NotLeaderError",
    "ObserverState",
    "OffsetAndEpoch",
    "ProspectiveState",
    "QuorumConfig",
    "QuorumStateStore",
    "RaftConfigError",
    "RaftError",
    "RaftLog",
    "RaftMetrics",
    "RaftNode",
    "RaftOutput",
    "RaftRequest",
    "RaftResponse",
    "RaftStateError",
    "RequestFailure",
    "ResignedState",
    "SnapshotWriter",
    "UnattachedState",
    "ValidOffsetAndEpoch",
    "ValidationKind",
    "Voter",
    "VoterSet",
    "build_snapshot",
    "read_snapshot",
    "validate_offset_and_epoch",
]
