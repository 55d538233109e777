"""Kafka error codes (`ErrorCode`), with whether a client may retry and a one-line description.

Codes and names follow Apache Kafka's protocol. `REQUEST_LIMIT_REACHED` (1000) is kraftpy's: KIP-966 names the error
for GetReplicaLogInfo and ElectLeaders requests beyond the per-request limit but Kafka never assigned it a code
(see schemas/README.md).
"""

from __future__ import annotations

from enum import IntEnum


class ErrorCode(IntEnum):
    UNKNOWN_SERVER_ERROR = -1
    NONE = 0
    OFFSET_OUT_OF_RANGE = 1
    CORRUPT_MESSAGE = 2
    UNKNOWN_TOPIC_OR_PARTITION = 3
    INVALID_FETCH_SIZE = 4
    LEADER_NOT_AVAILABLE = 5
    NOT_LEADER_OR_FOLLOWER = 6
    REQUEST_TIMED_OUT = 7
    BROKER_NOT_AVAILABLE = 8
    REPLICA_NOT_AVAILABLE = 9
    MESSAGE_TOO_LARGE = 10
    STALE_CONTROLLER_EPOCH = 11
    OFFSET_METADATA_TOO_LARGE = 12
    NETWORK_EXCEPTION = 13
    COORDINATOR_LOAD_IN_PROGRESS = 14
    COORDINATOR_NOT_AVAILABLE = 15
    NOT_COORDINATOR = 16
    INVALID_TOPIC_EXCEPTION = 17
    RECORD_LIST_TOO_LARGE = 18
    NOT_ENOUGH_REPLICAS = 19
    NOT_ENOUGH_REPLICAS_AFTER_APPEND = 20
    INVALID_REQUIRED_ACKS = 21
    ILLEGAL_GENERATION = 22
    INCONSISTENT_GROUP_PROTOCOL = 23
    INVALID_GROUP_ID = 24
    UNKNOWN_MEMBER_ID = 25
    INVALID_SESSION_TIMEOUT = 26
    REBALANCE_IN_PROGRESS = 27
    INVALID_COMMIT_OFFSET_SIZE = 28
    TOPIC_AUTHORIZATION_FAILED = 29
    GROUP_AUTHORIZATION_FAILED = 30
    CLUSTER_AUTHORIZATION_FAILED = 31
    INVALID_TIMESTAMP = 32
    UNSUPPORTED_SASL_MECHANISM = 33
    ILLEGAL_SASL_STATE = 34
    UNSUPPORTED_VERSION = 35
    TOPIC_ALREADY_EXISTS = 36
    INVALID_PARTITIONS = 37
    INVALID_REPLICATION_FACTOR = 38
    INVALID_REPLICA_ASSIGNMENT = 39
    INVALID_CONFIG = 40
    NOT_CONTROLLER = 41
    INVALID_REQUEST = 42
    UNSUPPORTED_FOR_MESSAGE_FORMAT = 43
    POLICY_VIOLATION = 44
    OUT_OF_ORDER_SEQUENCE_NUMBER = 45
    DUPLICATE_SEQUENCE_NUMBER = 46
    INVALID_PRODUCER_EPOCH = 47
    INVALID_TXN_STATE = 48
    INVALID_PRODUCER_ID_MAPPING = 49
    INVALID_TRANSACTION_TIMEOUT = 50
    CONCURRENT_TRANSACTIONS = 51
    TRANSACTION_COORDINATOR_FENCED = 52
    TRANSACTIONAL_ID_AUTHORIZATION_FAILED = 53
    SECURITY_DISABLED = 54
    OPERATION_NOT_ATTEMPTED = 55
    KAFKA_STORAGE_ERROR = 56
    LOG_DIR_NOT_FOUND = 57
    SASL_AUTHENTICATION_FAILED = 58
    UNKNOWN_PRODUCER_ID = 59
    REASSIGNMENT_IN_PROGRESS = 60
    DELEGATION_TOKEN_AUTH_DISABLED = 61
    DELEGATION_TOKEN_NOT_FOUND = 62
    DELEGATION_TOKEN_OWNER_MISMATCH = 63
    DELEGATION_TOKEN_REQUEST_NOT_ALLOWED = 64
    DELEGATION_TOKEN_AUTHORIZATION_FAILED = 65
    DELEGATION_TOKEN_EXPIRED = 66
    INVALID_PRINCIPAL_TYPE = 67
    NON_EMPTY_GROUP = 68
    GROUP_ID_NOT_FOUND = 69
    FETCH_SESSION_ID_NOT_FOUND = 70
    INVALID_FETCH_SESSION_EPOCH = 71
    LISTENER_NOT_FOUND = 72
    TOPIC_DELETION_DISABLED = 73
    FENCED_LEADER_EPOCH = 74
    UNKNOWN_LEADER_EPOCH = 75
    UNSUPPORTED_COMPRESSION_TYPE = 76
    STALE_BROKER_EPOCH = 77
    OFFSET_NOT_AVAILABLE = 78
    MEMBER_ID_REQUIRED = 79
    PREFERRED_LEADER_NOT_AVAILABLE = 80
    GROUP_MAX_SIZE_REACHED = 81
    FENCED_INSTANCE_ID = 82
    ELIGIBLE_LEADERS_NOT_AVAILABLE = 83
    ELECTION_NOT_NEEDED = 84
    NO_REASSIGNMENT_IN_PROGRESS = 85
    GROUP_SUBSCRIBED_TO_TOPIC = 86
    INVALID_RECORD = 87
    UNSTABLE_OFFSET_COMMIT = 88
    THROTTLING_QUOTA_EXCEEDED = 89
    PRODUCER_FENCED = 90
    RESOURCE_NOT_FOUND = 91
    DUPLICATE_RESOURCE = 92
    UNACCEPTABLE_CREDENTIAL = 93
    INCONSISTENT_VOTER_SET = 94
    INVALID_UPDATE_VERSION = 95
    FEATURE_UPDATE_FAILED = 96
    PRINCIPAL_DESERIALIZATION_FAILURE = 97
    SNAPSHOT_NOT_FOUND = 98
    POSITION_OUT_OF_RANGE = 99
    UNKNOWN_TOPIC_ID = 100
    DUPLICATE_BROKER_REGISTRATION = 101
    BROKER_ID_NOT_REGISTERED = 102
    INCONSISTENT_TOPIC_ID = 103
    INCONSISTENT_CLUSTER_ID = 104
    TRANSACTIONAL_ID_NOT_FOUND = 105
    FETCH_SESSION_TOPIC_ID_ERROR = 106
    INELIGIBLE_REPLICA = 107
    NEW_LEADER_ELECTED = 108
    OFFSET_MOVED_TO_TIERED_STORAGE = 109
    FENCED_MEMBER_EPOCH = 110
    UNRELEASED_INSTANCE_ID = 111
    UNSUPPORTED_ASSIGNOR = 112
    STALE_MEMBER_EPOCH = 113
    MISMATCHED_ENDPOINT_TYPE = 114
    UNSUPPORTED_ENDPOINT_TYPE = 115
    UNKNOWN_CONTROLLER_ID = 116
    UNKNOWN_SUBSCRIPTION_ID = 117
    TELEMETRY_TOO_LARGE = 118
    INVALID_REGISTRATION = 119
    TRANSACTION_ABORTABLE = 120
    INVALID_RECORD_STATE = 121
    SHARE_SESSION_NOT_FOUND = 122
    INVALID_SHARE_SESSION_EPOCH = 123
    FENCED_STATE_EPOCH = 124
    INVALID_VOTER_KEY = 125
    DUPLICATE_VOTER = 126
    VOTER_NOT_FOUND = 127
    INVALID_REGULAR_EXPRESSION = 128
    REBOOTSTRAP_REQUIRED = 129
    REQUEST_LIMIT_REACHED = 1000

    @property
    def retriable(self) -> bool:
        return self.name in _RETRIABLE

    @property
    def description(self) -> str:
        return _DESCRIPTIONS[self.name]

    @classmethod
    def of(cls, code: int) -> ErrorCode | int:
        """The enum member for `code`, or the bare int when the code is unknown to this version."""
        try:
            return cls(code)
        except ValueError:
            return code

    @classmethod
    def name_of(cls, code: int) -> str:
        """Kafka's name of `code` (``NOT_LEADER_OR_FOLLOWER``), or the number for a code unknown to this version."""
        try:
            return cls(code).name
        except ValueError:
            return str(code)


_RETRIABLE = frozenset(
    {
        "CORRUPT_MESSAGE",
        "UNKNOWN_TOPIC_OR_PARTITION",
        "LEADER_NOT_AVAILABLE",
        "NOT_LEADER_OR_FOLLOWER",
        "REQUEST_TIMED_OUT",
        "REPLICA_NOT_AVAILABLE",
        "NETWORK_EXCEPTION",
        "COORDINATOR_LOAD_IN_PROGRESS",
        "COORDINATOR_NOT_AVAILABLE",
        "NOT_COORDINATOR",
        "NOT_ENOUGH_REPLICAS",
        "NOT_ENOUGH_REPLICAS_AFTER_APPEND",
        "NOT_CONTROLLER",
        "CONCURRENT_TRANSACTIONS",
        "KAFKA_STORAGE_ERROR",
        "FETCH_SESSION_ID_NOT_FOUND",
        "INVALID_FETCH_SESSION_EPOCH",
        "LISTENER_NOT_FOUND",
        "FENCED_LEADER_EPOCH",
        "UNKNOWN_LEADER_EPOCH",
        "OFFSET_NOT_AVAILABLE",
        "PREFERRED_LEADER_NOT_AVAILABLE",
        "ELIGIBLE_LEADERS_NOT_AVAILABLE",
        "ELECTION_NOT_NEEDED",
        "UNSTABLE_OFFSET_COMMIT",
        "THROTTLING_QUOTA_EXCEEDED",
        "UNKNOWN_TOPIC_ID",
        "INCONSISTENT_TOPIC_ID",
        "FETCH_SESSION_TOPIC_ID_ERROR",
        "SHARE_SESSION_NOT_FOUND",
        "INVALID_SHARE_SESSION_EPOCH",
        "REQUEST_LIMIT_REACHED",
    }
)

_DESCRIPTIONS = {
    "UNKNOWN_SERVER_ERROR": "The server hit an unexpected error while handling the request.",
    "NONE": "No error.",
    "OFFSET_OUT_OF_RANGE": "The requested offset is outside the range of offsets the partition holds.",
    "CORRUPT_MESSAGE": "A record batch failed validation (bad CRC, size or structure).",
    "UNKNOWN_TOPIC_OR_PARTITION": "This server does not host the topic or partition.",
    "INVALID_FETCH_SIZE": "The requested fetch size is invalid.",
    "LEADER_NOT_AVAILABLE": "The partition has no leader right now (an election is in progress).",
    "NOT_LEADER_OR_FOLLOWER": (
        "This broker is not the leader (or a follower, where a follower was asked) of the partition."
    ),
    "REQUEST_TIMED_OUT": "The request timed out.",
    "BROKER_NOT_AVAILABLE": "The broker is not available.",
    "REPLICA_NOT_AVAILABLE": "The replica is not available for the partition.",
    "MESSAGE_TOO_LARGE": "The request contains a record batch larger than the server accepts.",
    "STALE_CONTROLLER_EPOCH": "The controller epoch is older than the current one.",
    "OFFSET_METADATA_TOO_LARGE": "The committed offset metadata is too large.",
    "NETWORK_EXCEPTION": "The server disconnected before a response was received.",
    "COORDINATOR_LOAD_IN_PROGRESS": "The coordinator is still loading its state.",
    "COORDINATOR_NOT_AVAILABLE": "The coordinator is not available.",
    "NOT_COORDINATOR": "This server is not the coordinator for that group or transactional id.",
    "INVALID_TOPIC_EXCEPTION": "The topic name is invalid or the request targets an internal topic it may not.",
    "RECORD_LIST_TOO_LARGE": "The batch is larger than the segment size the topic allows.",
    "NOT_ENOUGH_REPLICAS": (
        "The in-sync replica set is smaller than min.insync.replicas, so acks=all writes are refused."
    ),
    "NOT_ENOUGH_REPLICAS_AFTER_APPEND": (
        "The write was appended, but the in-sync replica set shrank below min.insync.replicas before it was "
        "acknowledged."
    ),
    "INVALID_REQUIRED_ACKS": "The acks value is not one of 0, 1 and -1.",
    "ILLEGAL_GENERATION": "The group generation id is not the current one.",
    "INCONSISTENT_GROUP_PROTOCOL": "The member's protocols do not match the group's.",
    "INVALID_GROUP_ID": "The group id is invalid.",
    "UNKNOWN_MEMBER_ID": "The coordinator does not know this member id.",
    "INVALID_SESSION_TIMEOUT": "The session timeout is outside the allowed range.",
    "REBALANCE_IN_PROGRESS": "The group is rebalancing; rejoin it.",
    "INVALID_COMMIT_OFFSET_SIZE": "The committed offset metadata is invalid.",
    "TOPIC_AUTHORIZATION_FAILED": "Not authorized to access the topic.",
    "GROUP_AUTHORIZATION_FAILED": "Not authorized to access the group.",
    "CLUSTER_AUTHORIZATION_FAILED": "Not authorized for this cluster operation.",
    "INVALID_TIMESTAMP": "A record timestamp is outside the acceptable range.",
    "UNSUPPORTED_SASL_MECHANISM": "The server does not support the requested SASL mechanism.",
    "ILLEGAL_SASL_STATE": "The request is not valid in the current SASL state.",
    "UNSUPPORTED_VERSION": "The server does not support this version of the API.",
    "TOPIC_ALREADY_EXISTS": "A topic with that name already exists.",
    "INVALID_PARTITIONS": "The number of partitions is invalid.",
    "INVALID_REPLICATION_FACTOR": "The replication factor is invalid.",
    "INVALID_REPLICA_ASSIGNMENT": "The replica assignment is invalid.",
    "INVALID_CONFIG": "A configuration key or value is invalid.",
    "NOT_CONTROLLER": "This node is not the active controller.",
    "INVALID_REQUEST": "The request is malformed or inconsistent.",
    "UNSUPPORTED_FOR_MESSAGE_FORMAT": "The record format (magic) is not supported.",
    "POLICY_VIOLATION": "The request violates a configured policy.",
    "OUT_OF_ORDER_SEQUENCE_NUMBER": "The broker received an out of order sequence number from an idempotent producer.",
    "DUPLICATE_SEQUENCE_NUMBER": "The broker received a duplicate sequence number.",
    "INVALID_PRODUCER_EPOCH": "The producer epoch is older than the current one.",
    "INVALID_TXN_STATE": "The operation is not valid in the transaction's state.",
    "INVALID_PRODUCER_ID_MAPPING": "The producer id does not belong to the transactional id.",
    "INVALID_TRANSACTION_TIMEOUT": "The transaction timeout is larger than allowed.",
    "CONCURRENT_TRANSACTIONS": "Another transaction operation on this transactional id is in progress.",
    "TRANSACTION_COORDINATOR_FENCED": "A newer transaction coordinator has taken over.",
    "TRANSACTIONAL_ID_AUTHORIZATION_FAILED": "Not authorized for this transactional id.",
    "SECURITY_DISABLED": "Security features are disabled.",
    "OPERATION_NOT_ATTEMPTED": "The operation was not attempted because a related one failed.",
    "KAFKA_STORAGE_ERROR": "The log directory holding the replica is offline.",
    "LOG_DIR_NOT_FOUND": "The log directory does not exist on the broker.",
    "SASL_AUTHENTICATION_FAILED": "SASL authentication failed.",
    "UNKNOWN_PRODUCER_ID": "The broker has no state for this producer id.",
    "REASSIGNMENT_IN_PROGRESS": "A partition reassignment is in progress.",
    "DELEGATION_TOKEN_AUTH_DISABLED": "Delegation token authentication is disabled.",
    "DELEGATION_TOKEN_NOT_FOUND": "The delegation token does not exist.",
    "DELEGATION_TOKEN_OWNER_MISMATCH": "The principal does not own the delegation token.",
    "DELEGATION_TOKEN_REQUEST_NOT_ALLOWED": "Delegation token requests are not allowed on this connection.",
    "DELEGATION_TOKEN_AUTHORIZATION_FAILED": "Not authorized for this delegation token.",
    "DELEGATION_TOKEN_EXPIRED": "The delegation token has expired.",
    "INVALID_PRINCIPAL_TYPE": "The principal type is not supported.",
    "NON_EMPTY_GROUP": "The group is not empty.",
    "GROUP_ID_NOT_FOUND": "The group does not exist.",
    "FETCH_SESSION_ID_NOT_FOUND": "The fetch session does not exist.",
    "INVALID_FETCH_SESSION_EPOCH": "The fetch session epoch is not the expected one.",
    "LISTENER_NOT_FOUND": "The leader has no endpoint on the listener the request came in on.",
    "TOPIC_DELETION_DISABLED": "Topic deletion is disabled.",
    "FENCED_LEADER_EPOCH": "The request's leader epoch is older than the broker's.",
    "UNKNOWN_LEADER_EPOCH": "The request's leader epoch is newer than the broker's.",
    "UNSUPPORTED_COMPRESSION_TYPE": "The compression type is not supported in this request version.",
    "STALE_BROKER_EPOCH": "The broker epoch is not the current one.",
    "OFFSET_NOT_AVAILABLE": "The leader's high watermark has not caught up with its epoch start offset yet.",
    "MEMBER_ID_REQUIRED": "Rejoin the group with the member id the coordinator gave.",
    "PREFERRED_LEADER_NOT_AVAILABLE": "The preferred leader is not available.",
    "GROUP_MAX_SIZE_REACHED": "The group has reached its maximum size.",
    "FENCED_INSTANCE_ID": "Another member with the same group.instance.id has joined.",
    "ELIGIBLE_LEADERS_NOT_AVAILABLE": "No eligible leader is available for the partition.",
    "ELECTION_NOT_NEEDED": "The partition already has a suitable leader.",
    "NO_REASSIGNMENT_IN_PROGRESS": "No partition reassignment is in progress.",
    "GROUP_SUBSCRIBED_TO_TOPIC": "The group is still subscribed to the topic.",
    "INVALID_RECORD": "A record failed validation.",
    "UNSTABLE_OFFSET_COMMIT": "Pending transactional offset commits are not yet resolved.",
    "THROTTLING_QUOTA_EXCEEDED": "A mutation quota was exceeded.",
    "PRODUCER_FENCED": "A newer producer with the same transactional id has fenced this one.",
    "RESOURCE_NOT_FOUND": "The resource does not exist.",
    "DUPLICATE_RESOURCE": "The request names the same resource twice.",
    "UNACCEPTABLE_CREDENTIAL": "The credential is not acceptable.",
    "INCONSISTENT_VOTER_SET": "The voter sets of the requester and the receiver disagree.",
    "INVALID_UPDATE_VERSION": "The update version (partition epoch) is stale or invalid.",
    "FEATURE_UPDATE_FAILED": "The feature update could not be applied.",
    "PRINCIPAL_DESERIALIZATION_FAILURE": "The forwarded request's principal could not be read.",
    "SNAPSHOT_NOT_FOUND": "The requested snapshot does not exist.",
    "POSITION_OUT_OF_RANGE": "The requested position is outside the snapshot.",
    "UNKNOWN_TOPIC_ID": "This server does not know the topic id.",
    "DUPLICATE_BROKER_REGISTRATION": "Another broker is registered with this id.",
    "BROKER_ID_NOT_REGISTERED": "No broker is registered with this id.",
    "INCONSISTENT_TOPIC_ID": "The topic id does not match the topic id in the log.",
    "INCONSISTENT_CLUSTER_ID": "The cluster id does not match this cluster's.",
    "TRANSACTIONAL_ID_NOT_FOUND": "The transactional id does not exist.",
    "FETCH_SESSION_TOPIC_ID_ERROR": "The fetch session's topic ids are inconsistent.",
    "INELIGIBLE_REPLICA": "A proposed ISR member is not eligible (fenced, shutting down or stale epoch).",
    "NEW_LEADER_ELECTED": "The ISR change was applied and another broker is now the leader.",
    "OFFSET_MOVED_TO_TIERED_STORAGE": "The offset is only in tiered storage.",
    "FENCED_MEMBER_EPOCH": "The member epoch is fenced.",
    "UNRELEASED_INSTANCE_ID": "The instance id is still in use.",
    "UNSUPPORTED_ASSIGNOR": "The assignor is not supported.",
    "STALE_MEMBER_EPOCH": "The member epoch is stale.",
    "MISMATCHED_ENDPOINT_TYPE": "The request was sent to the wrong kind of endpoint.",
    "UNSUPPORTED_ENDPOINT_TYPE": "This endpoint type does not support the request.",
    "UNKNOWN_CONTROLLER_ID": "The controller id is unknown.",
    "UNKNOWN_SUBSCRIPTION_ID": "The telemetry subscription id is unknown.",
    "TELEMETRY_TOO_LARGE": "The telemetry payload is too large.",
    "INVALID_REGISTRATION": "The registration is invalid.",
    "TRANSACTION_ABORTABLE": "The transaction must be aborted.",
    "INVALID_RECORD_STATE": "The record state is invalid.",
    "SHARE_SESSION_NOT_FOUND": "The share session does not exist.",
    "INVALID_SHARE_SESSION_EPOCH": "The share session epoch is invalid.",
    "FENCED_STATE_EPOCH": "The share-group state epoch is fenced.",
    "INVALID_VOTER_KEY": "The voter key does not match the receiver's.",
    "DUPLICATE_VOTER": "The voter is already in the voter set.",
    "VOTER_NOT_FOUND": "The voter is not in the voter set.",
    "INVALID_REGULAR_EXPRESSION": "The regular expression is invalid.",
    "REBOOTSTRAP_REQUIRED": "The client must rebootstrap.",
    "REQUEST_LIMIT_REACHED": (
        "The request names more items than one request may; send the rest again in another request."
    ),
}
