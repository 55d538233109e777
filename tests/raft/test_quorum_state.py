import json
import uuid

import pytest

from kraftpy.raft import ElectionState, MemoryQuorumStateStore, RaftError


def test_file_is_kafkas_data_version_1_shape() -> None:
    state = ElectionState(epoch=5, leader_id=1, voted_id=1)
    text = state.to_json()
    # one line, Kafka's field names and order, the zero uuid in Kafka's base64 form, then data_version
    assert (
        text
        == '{"leaderId":1,"leaderEpoch":5,"votedId":1,"votedDirectoryId":"AAAAAAAAAAAAAAAAAAAAAA","data_version":1}'
    )
    assert "\n" not in text


def test_reads_kafkas_example_file() -> None:
    # the example in Kafka's FileQuorumStateStore (pretty-printed there; Kafka reads the first line)
    text = '{"leaderId":-1,"leaderEpoch":2,"votedId":1,"votedDirectoryId":"J8aAPcfLQt2bqs1JT_rMgQ","data_version":1}'
    state = ElectionState.from_json(text)
    assert (state.epoch, state.leader_id, state.voted_id) == (2, -1, 1)
    assert state.has_voted and not state.has_leader
    assert state.voted_directory_id != uuid.UUID(int=0)
    assert json.loads(state.to_json()) == json.loads(text)


def test_reads_data_version_0() -> None:
    text = json.dumps(
        {
            "clusterId": "",
            "leaderId": 3,
            "leaderEpoch": 7,
            "votedId": -1,
            "appliedOffset": 0,
            "currentVoters": [{"voterId": 1}, {"voterId": 3}],
            "data_version": 0,
        }
    )
    assert ElectionState.from_json(text) == ElectionState(epoch=7, leader_id=3)


def test_round_trip_with_directory_id() -> None:
    state = ElectionState(epoch=9, leader_id=-1, voted_id=2, voted_directory_id=uuid.UUID(int=12345))
    assert ElectionState.from_json(state.to_json()) == state


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "not valid JSON"),
        ("[1, 2]", "expected a JSON object"),
        (
            '{"leaderId":1,"leaderEpoch":5,"votedId":1,"votedDirectoryId":"AAAAAAAAAAAAAAAAAAAAAA"}',
            "data_version",
        ),
        (
            '{"leaderId":1,"leaderEpoch":5,"votedId":1,"votedDirectoryId":"AAAAAAAAAAAAAAAAAAAAAA","data_version":2}',
            "data_version 2",
        ),
        (
            '{"leaderId":1,"leaderEpoch":5,"votedDirectoryId":"AAAAAAAAAAAAAAAAAAAAAA","data_version":1}',
            "votedId",
        ),
        (
            '{"leaderId":"1","leaderEpoch":5,"votedId":1,"votedDirectoryId":"AAAAAAAAAAAAAAAAAAAAAA","data_version":1}',
            "integer",
        ),
        ('{"leaderId":1,"leaderEpoch":5,"votedId":1,"votedDirectoryId":"xyz","data_version":1}', "uuid"),
    ],
)
def test_bad_file_is_a_clear_error(text: str, reason: str) -> None:
    with pytest.raises(RaftError, match="quorum-state") as info:
        ElectionState.from_json(text)
    assert reason in str(info.value)


def test_memory_store_keeps_the_serialized_form() -> None:
    store = MemoryQuorumStateStore()
    assert store.read() is None
    store.write(ElectionState(epoch=3, voted_id=2))
    assert store.read() == ElectionState(epoch=3, voted_id=2)
    assert store.text is not None and '"votedId":2' in store.text
    assert store.writes == 1
