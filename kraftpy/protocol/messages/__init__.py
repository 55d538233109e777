# GENERATED FILE - DO NOT EDIT.
# Written by `python -m kraftpy.protocol.codegen` from every schema.
# Change the schema and run the command again; `python -m kraftpy.protocol.codegen --check` fails while stale.
"""Generated message codecs, and tables describing them (see `kraftpy.protocol.api` for lookups)."""

from enum import IntEnum

# API key -> (name, module, request class, response class, (min, max) valid versions,
#             (min, max) flexible versions or None, listeners)
APIS = {
    0: ('Produce', 'produce', 'ProduceRequest', 'ProduceResponse', (3, 13), (9, 13), ('broker',)),
    1: ('Fetch', 'fetch', 'FetchRequest', 'FetchResponse', (4, 18), (12, 18), ('broker', 'controller')),
    2: ('ListOffsets', 'list_offsets', 'ListOffsetsRequest', 'ListOffsetsResponse', (1, 11), (6, 11), ('broker',)),
    3: ('Metadata', 'metadata', 'MetadataRequest', 'MetadataResponse', (0, 13), (9, 13), ('broker',)),
    8: ('OffsetCommit', 'offset_commit', 'OffsetCommitRequest', 'OffsetCommitResponse', (2, 10), (8, 10), ('broker',)),
    9: ('OffsetFetch', 'offset_fetch', 'OffsetFetchRequest', 'OffsetFetchResponse', (1, 10), (6, 10), ('broker',)),
    10: ('FindCoordinator', 'find_coordinator', 'FindCoordinatorRequest', 'FindCoordinatorResponse', (0, 6), (3, 6), ('broker',)),
    11: ('JoinGroup', 'join_group', 'JoinGroupRequest', 'JoinGroupResponse', (0, 9), (6, 9), ('broker',)),
    12: ('Heartbeat', 'heartbeat', 'HeartbeatRequest', 'HeartbeatResponse', (0, 4), (4, 4), ('broker',)),
    13: ('LeaveGroup', 'leave_group', 'LeaveGroupRequest', 'LeaveGroupResponse', (0, 5), (4, 5), ('broker',)),
    14: ('SyncGroup', 'sync_group', 'SyncGroupRequest', 'SyncGroupResponse', (0, 5), (4, 5), ('broker',)),
    15: ('DescribeGroups', 'describe_groups', 'DescribeGroupsRequest', 'DescribeGroupsResponse', (0, 6), (5, 6), ('broker',)),
    16: ('ListGroups', 'list_groups', 'ListGroupsRequest', 'ListGroupsResponse', (0, 5), (3, 5), ('broker',)),
    17: ('SaslHandshake', 'sasl_handshake', 'SaslHandshakeRequest', 'SaslHandshakeResponse', (0, 1), None, ('broker', 'controller')),
    18: ('ApiVersions', 'api_versions', 'ApiVersionsRequest', 'ApiVersionsResponse', (0, 4), (3, 4), ('broker', 'controller')),
    19: ('CreateTopics', 'create_topics', 'CreateTopicsRequest', 'CreateTopicsResponse', (2, 7), (5, 7), ('broker', 'controller')),
    20: ('DeleteTopics', 'delete_topics', 'DeleteTopicsRequest', 'DeleteTopicsResponse', (1, 6), (4, 6), ('broker', 'controller')),
    21: ('DeleteRecords', 'delete_records', 'DeleteRecordsRequest', 'DeleteRecordsResponse', (0, 2), (2, 2), ('broker',)),
    22: ('InitProducerId', 'init_producer_id', 'InitProducerIdRequest', 'InitProducerIdResponse', (0, 6), (2, 6), ('broker',)),
    23: ('OffsetForLeaderEpoch', 'offset_for_leader_epoch', 'OffsetForLeaderEpochRequest', 'OffsetForLeaderEpochResponse', (2, 4), (4, 4), ('broker',)),
    24: ('AddPartitionsToTxn', 'add_partitions_to_txn', 'AddPartitionsToTxnRequest', 'AddPartitionsToTxnResponse', (0, 5), (3, 5), ('broker',)),
    25: ('AddOffsetsToTxn', 'add_offsets_to_txn', 'AddOffsetsToTxnRequest', 'AddOffsetsToTxnResponse', (0, 4), (3, 4), ('broker',)),
    26: ('EndTxn', 'end_txn', 'EndTxnRequest', 'EndTxnResponse', (0, 5), (3, 5), ('broker',)),
    27: ('WriteTxnMarkers', 'write_txn_markers', 'WriteTxnMarkersRequest', 'WriteTxnMarkersResponse', (1, 2), (1, 2), ('broker',)),
    28: ('TxnOffsetCommit', 'txn_offset_commit', 'TxnOffsetCommitRequest', 'TxnOffsetCommitResponse', (0, 5), (3, 5), ('broker',)),
    29: ('DescribeAcls', 'describe_acls', 'DescribeAclsRequest', 'DescribeAclsResponse', (1, 3), (2, 3), ('broker', 'controller')),
    30: ('CreateAcls', 'create_acls', 'CreateAclsRequest', 'CreateAclsResponse', (1, 3), (2, 3), ('broker', 'controller')),
    31: ('DeleteAcls', 'delete_acls', 'DeleteAclsRequest', 'DeleteAclsResponse', (1, 3), (2, 3), ('broker', 'controller')),
    32: ('DescribeConfigs', 'describe_configs', 'DescribeConfigsRequest', 'DescribeConfigsResponse', (1, 4), (4, 4), ('broker', 'controller')),
    33: ('AlterConfigs', 'alter_configs', 'AlterConfigsRequest', 'AlterConfigsResponse', (0, 2), (2, 2), ('broker', 'controller')),
    35: ('DescribeLogDirs', 'describe_log_dirs', 'DescribeLogDirsRequest', 'DescribeLogDirsResponse', (1, 5), (2, 5), ('broker',)),
    36: ('SaslAuthenticate', 'sasl_authenticate', 'SaslAuthenticateRequest', 'SaslAuthenticateResponse', (0, 2), (2, 2), ('broker', 'controller')),
    37: ('CreatePartitions', 'create_partitions', 'CreatePartitionsRequest', 'CreatePartitionsResponse', (0, 3), (2, 3), ('broker', 'controller')),
    42: ('DeleteGroups', 'delete_groups', 'DeleteGroupsRequest', 'DeleteGroupsResponse', (0, 2), (2, 2), ('broker',)),
    43: ('ElectLeaders', 'elect_leaders', 'ElectLeadersRequest', 'ElectLeadersResponse', (0, 3), (2, 3), ('broker', 'controller')),
    44: ('IncrementalAlterConfigs', 'incremental_alter_configs', 'IncrementalAlterConfigsRequest', 'IncrementalAlterConfigsResponse', (0, 1), (1, 1), ('broker', 'controller')),
    45: ('AlterPartitionReassignments', 'alter_partition_reassignments', 'AlterPartitionReassignmentsRequest', 'AlterPartitionReassignmentsResponse', (0, 1), (0, 1), ('broker', 'controller')),
    46: ('ListPartitionReassignments', 'list_partition_reassignments', 'ListPartitionReassignmentsRequest', 'ListPartitionReassignmentsResponse', (0, 0), (0, 0), ('broker', 'controller')),
    47: ('OffsetDelete', 'offset_delete', 'OffsetDeleteRequest', 'OffsetDeleteResponse', (0, 0), None, ('broker',)),
    48: ('DescribeClientQuotas', 'describe_client_quotas', 'DescribeClientQuotasRequest', 'DescribeClientQuotasResponse', (0, 1), (1, 1), ('broker', 'controller')),
    49: ('AlterClientQuotas', 'alter_client_quotas', 'AlterClientQuotasRequest', 'AlterClientQuotasResponse', (0, 1), (1, 1), ('broker', 'controller')),
    50: ('DescribeUserScramCredentials', 'describe_user_scram_credentials', 'DescribeUserScramCredentialsRequest', 'DescribeUserScramCredentialsResponse', (0, 0), (0, 0), ('broker', 'controller')),
    51: ('AlterUserScramCredentials', 'alter_user_scram_credentials', 'AlterUserScramCredentialsRequest', 'AlterUserScramCredentialsResponse', (0, 0), (0, 0), ('broker', 'controller')),
    52: ('Vote', 'vote', 'VoteRequest', 'VoteResponse', (0, 2), (0, 2), ('controller',)),
    53: ('BeginQuorumEpoch', 'begin_quorum_epoch', 'BeginQuorumEpochRequest', 'BeginQuorumEpochResponse', (0, 1), (1, 1), ('controller',)),
    54: ('EndQuorumEpoch', 'end_quorum_epoch', 'EndQuorumEpochRequest', 'EndQuorumEpochResponse', (0, 1), (1, 1), ('controller',)),
    55: ('DescribeQuorum', 'describe_quorum', 'DescribeQuorumRequest', 'DescribeQuorumResponse', (0, 2), (0, 2), ('broker', 'controller')),
    56: ('AlterPartition', 'alter_partition', 'AlterPartitionRequest', 'AlterPartitionResponse', (2, 3), (0, 3), ('controller',)),
    57: ('UpdateFeatures', 'update_features', 'UpdateFeaturesRequest', 'UpdateFeaturesResponse', (0, 2), (0, 2), ('broker', 'controller')),
    58: ('Envelope', 'envelope', 'EnvelopeRequest', 'EnvelopeResponse', (0, 0), (0, 0), ('controller',)),
    59: ('FetchSnapshot', 'fetch_snapshot', 'FetchSnapshotRequest', 'FetchSnapshotResponse', (0, 1), (0, 1), ('controller',)),
    60: ('DescribeCluster', 'describe_cluster', 'DescribeClusterRequest', 'DescribeClusterResponse', (0, 2), (0, 2), ('broker', 'controller')),
    61: ('DescribeProducers', 'describe_producers', 'DescribeProducersRequest', 'DescribeProducersResponse', (0, 0), (0, 0), ('broker',)),
    62: ('BrokerRegistration', 'broker_registration', 'BrokerRegistrationRequest', 'BrokerRegistrationResponse', (0, 4), (0, 4), ('controller',)),
    63: ('BrokerHeartbeat', 'broker_heartbeat', 'BrokerHeartbeatRequest', 'BrokerHeartbeatResponse', (0, 2), (0, 2), ('controller',)),
    64: ('UnregisterBroker', 'unregister_broker', 'UnregisterBrokerRequest', 'UnregisterBrokerResponse', (0, 0), (0, 0), ('broker', 'controller')),
    65: ('DescribeTransactions', 'describe_transactions', 'DescribeTransactionsRequest', 'DescribeTransactionsResponse', (0, 0), (0, 0), ('broker',)),
    66: ('ListTransactions', 'list_transactions', 'ListTransactionsRequest', 'ListTransactionsResponse', (0, 2), (0, 2), ('broker',)),
    67: ('AllocateProducerIds', 'allocate_producer_ids', 'AllocateProducerIdsRequest', 'AllocateProducerIdsResponse', (0, 0), (0, 0), ('controller',)),
    68: ('ConsumerGroupHeartbeat', 'consumer_group_heartbeat', 'ConsumerGroupHeartbeatRequest', 'ConsumerGroupHeartbeatResponse', (0, 1), (0, 1), ('broker',)),
    69: ('ConsumerGroupDescribe', 'consumer_group_describe', 'ConsumerGroupDescribeRequest', 'ConsumerGroupDescribeResponse', (0, 1), (0, 1), ('broker',)),
    75: ('DescribeTopicPartitions', 'describe_topic_partitions', 'DescribeTopicPartitionsRequest', 'DescribeTopicPartitionsResponse', (0, 0), (0, 0), ('broker',)),
    80: ('AddRaftVoter', 'add_raft_voter', 'AddRaftVoterRequest', 'AddRaftVoterResponse', (0, 1), (0, 1), ('controller', 'broker')),
    81: ('RemoveRaftVoter', 'remove_raft_voter', 'RemoveRaftVoterRequest', 'RemoveRaftVoterResponse', (0, 0), (0, 0), ('controller', 'broker')),
    82: ('UpdateRaftVoter', 'update_raft_voter', 'UpdateRaftVoterRequest', 'UpdateRaftVoterResponse', (0, 0), (0, 0), ('controller',)),
    1000: ('GetReplicaLogInfo', 'get_replica_log_info', 'GetReplicaLogInfoRequest', 'GetReplicaLogInfoResponse', (0, 0), (0, 0), ('broker',)),
}


class ApiKey(IntEnum):
    """The API keys of every request kraftpy knows, by name (`ApiKey.API_VERSIONS` is 18)."""

    PRODUCE = 0
    FETCH = 1
    LIST_OFFSETS = 2
    METADATA = 3
    OFFSET_COMMIT = 8
    OFFSET_FETCH = 9
    FIND_COORDINATOR = 10
    JOIN_GROUP = 11
    HEARTBEAT = 12
    LEAVE_GROUP = 13
    SYNC_GROUP = 14
    DESCRIBE_GROUPS = 15
    LIST_GROUPS = 16
    SASL_HANDSHAKE = 17
    API_VERSIONS = 18
    CREATE_TOPICS = 19
    DELETE_TOPICS = 20
    DELETE_RECORDS = 21
    INIT_PRODUCER_ID = 22
    OFFSET_FOR_LEADER_EPOCH = 23
    ADD_PARTITIONS_TO_TXN = 24
    ADD_OFFSETS_TO_TXN = 25
    END_TXN = 26
    WRITE_TXN_MARKERS = 27
    TXN_OFFSET_COMMIT = 28
    DESCRIBE_ACLS = 29
    CREATE_ACLS = 30
    DELETE_ACLS = 31
    DESCRIBE_CONFIGS = 32
    ALTER_CONFIGS = 33
    DESCRIBE_LOG_DIRS = 35
    SASL_AUTHENTICATE = 36
    CREATE_PARTITIONS = 37
    DELETE_GROUPS = 42
    ELECT_LEADERS = 43
    INCREMENTAL_ALTER_CONFIGS = 44
    ALTER_PARTITION_REASSIGNMENTS = 45
    LIST_PARTITION_REASSIGNMENTS = 46
    OFFSET_DELETE = 47
    DESCRIBE_CLIENT_QUOTAS = 48
    ALTER_CLIENT_QUOTAS = 49
    DESCRIBE_USER_SCRAM_CREDENTIALS = 50
    ALTER_USER_SCRAM_CREDENTIALS = 51
    VOTE = 52
    BEGIN_QUORUM_EPOCH = 53
    END_QUORUM_EPOCH = 54
    DESCRIBE_QUORUM = 55
    ALTER_PARTITION = 56
    UPDATE_FEATURES = 57
    ENVELOPE = 58
    FETCH_SNAPSHOT = 59
    DESCRIBE_CLUSTER = 60
    DESCRIBE_PRODUCERS = 61
    BROKER_REGISTRATION = 62
    BROKER_HEARTBEAT = 63
    UNREGISTER_BROKER = 64
    DESCRIBE_TRANSACTIONS = 65
    LIST_TRANSACTIONS = 66
    ALLOCATE_PRODUCER_IDS = 67
    CONSUMER_GROUP_HEARTBEAT = 68
    CONSUMER_GROUP_DESCRIBE = 69
    DESCRIBE_TOPIC_PARTITIONS = 75
    ADD_RAFT_VOTER = 80
    REMOVE_RAFT_VOTER = 81
    UPDATE_RAFT_VOTER = 82
    GET_REPLICA_LOG_INFO = 1000


# metadata record type -> (class name, (min, max) valid versions)
METADATA_RECORDS = {
    0: ('RegisterBrokerRecord', (0, 4)),
    1: ('UnregisterBrokerRecord', (0, 0)),
    2: ('TopicRecord', (0, 0)),
    3: ('PartitionRecord', (0, 2)),
    4: ('ConfigRecord', (0, 0)),
    5: ('PartitionChangeRecord', (0, 2)),
    7: ('FenceBrokerRecord', (0, 0)),
    8: ('UnfenceBrokerRecord', (0, 0)),
    9: ('RemoveTopicRecord', (0, 0)),
    11: ('UserScramCredentialRecord', (0, 0)),
    12: ('FeatureLevelRecord', (0, 0)),
    14: ('ClientQuotaRecord', (0, 0)),
    15: ('ProducerIdsRecord', (0, 0)),
    17: ('BrokerRegistrationChangeRecord', (0, 3)),
    18: ('AccessControlEntryRecord', (0, 0)),
    19: ('RemoveAccessControlEntryRecord', (0, 0)),
    20: ('NoOpRecord', (0, 0)),
    22: ('RemoveUserScramCredentialRecord', (0, 0)),
    28: ('ClearElrRecord', (0, 0)),
}

# control record type -> (class name, (min, max) valid versions)
CONTROL_RECORDS = {
    2: ('LeaderChangeMessage', (0, 1)),
    3: ('SnapshotHeaderRecord', (0, 0)),
    4: ('SnapshotFooterRecord', (0, 0)),
    5: ('KRaftVersionRecord', (0, 0)),
    6: ('VotersRecord', (0, 0)),
    1000: ('VoterAssignmentMessage', (0, 0)),
}
