import pytest

from kraftpy.raft import QuorumConfig, RaftConfigError, VoterSet


def test_defaults_are_kafkas() -> None:
    props = QuorumConfig().to_properties()
    assert props["controller.quorum.election.timeout.ms"] == "1000"
    assert props["controller.quorum.fetch.timeout.ms"] == "2000"
    assert props["controller.quorum.election.backoff.max.ms"] == "1000"
    assert props["controller.quorum.request.timeout.ms"] == "2000"
    assert props["controller.quorum.retry.backoff.ms"] == "20"
    assert props["controller.quorum.append.linger.ms"] == "25"
    assert props["controller.quorum.fetch.max.bytes"] == "1048576"
    assert props["controller.quorum.fetch.snapshot.max.bytes"] == "1048576"


def test_from_properties() -> None:
    cfg = QuorumConfig.from_properties({"controller.quorum.election.timeout.ms": "300", "unrelated.key": "x"})
    assert cfg.election_timeout_ms == 300
    assert cfg.fetch_timeout_ms == 2000


@pytest.mark.parametrize(
    ("props", "message"),
    [
        (
            {"controller.quorum.fetch.timeout.ms": "soon"},
            "controller.quorum.fetch.timeout.ms: expected an integer",
        ),
        ({"controller.quorum.election.timeout.ms": "0"}, "controller.quorum.election.timeout.ms: 0 is below"),
        ({"controller.quorum.retry.backoff.ms": "-1"}, "controller.quorum.retry.backoff.ms: -1 is below"),
        ({"controller.quorum.request.timeout.ms": str(2**31)}, "does not fit in an int32"),
    ],
)
def test_bad_values_name_the_key(props: dict[str, str], message: str) -> None:
    with pytest.raises(RaftConfigError) as info:
        QuorumConfig.from_properties(props)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_voter_set_parse_and_majority() -> None:
    voters = VoterSet.parse("1@localhost:9093, 2@[::1]:9094,3@10.0.0.3:9095")
    assert voters.ids == (1, 2, 3)
    assert voters.majority == 2
    assert str(voters.voter(2).endpoints[0]) == "CONTROLLER://[::1]:9094"
    assert voters.is_majority([1, 3]) and not voters.is_majority([2, 7])
    assert VoterSet([1, 2, 3, 4]).majority == 3
    assert VoterSet([5]).is_only_voter(5)


@pytest.mark.parametrize("text", ["1@host", "a@host:1", "1host:9093", "1@:9093", "1@h:1,1@h:2"])
def test_voter_set_parse_errors(text: str) -> None:
    with pytest.raises(ValueError, match=r"voter|controller\.quorum\.voters"):
        VoterSet.parse(text)


def test_voter_set_is_a_value_that_can_change() -> None:
    a = VoterSet([1, 2, 3])
    b = a.without_voter(3).with_voter(VoterSet([4]).voter(4))  # type: ignore[arg-type]
    assert a.ids == (1, 2, 3) and b.ids == (1, 2, 4)
    assert a == VoterSet([3, 2, 1]) and hash(a) == hash(VoterSet([1, 2, 3]))
