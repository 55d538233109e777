from kraftpy.protocol.error_codes import ErrorCode


def test_of_and_name_of_cover_known_and_unknown_codes() -> None:
    assert ErrorCode.of(6) is ErrorCode.NOT_LEADER_OR_FOLLOWER
    assert ErrorCode.name_of(6) == "NOT_LEADER_OR_FOLLOWER"
    assert ErrorCode.name_of(1000) == "REQUEST_LIMIT_REACHED"  # kraftpy's code for KIP-966's limit
    assert ErrorCode.of(31337) == 31337
    assert ErrorCode.name_of(31337) == "31337"
