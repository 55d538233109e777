"""A partition's next state: KIP-966's ISR/ELR rules and leader election, as pure functions.

`build_change` takes the current `PartitionRegistration`, a proposed ISR (from AlterPartition, a fenced or
unfenced broker, an unclean registration, ...), which brokers may lead, and the partition's settings, and returns
the PartitionChangeRecord to append, or None when nothing changes. It is deterministic: the only randomness (the
legacy random unclean election) comes from the `rng` argument.

`build_change` is a sequence of steps, one function per rule below, each checkable on its own: `propose_isr`
(ISR proposal filtering), `complete_reassignment`, `update_elr`, `keep_replica_set_members`, `elect_leader`
(`elect_designated`, `elect_preferred`, `elect_online` = `elect_from_isr`, `elect_from_elr`,
`elect_last_resort`), `apply_election`, `forget_departed`, `clear_elr_at_min_isr`, `update_last_known_leader`,
`assemble_record` (with the epoch decision `bumps_leader_epoch`). A `Proposal` (assignment and proposed ISR) and
then a `NextState` (the partition's fields so far) pass from step to step; `Elected` is an election's outcome.

Rules (KIP-966, `seeds/001`, sections "Eligible Leader Replicas", "Other behaviors" and "Delivery plan"):

ELR update, for a proposed ISR:
  * the ISR may become empty;
  * proposed ISR >= min ISR -> ELR emptied (and LastKnownELR cleared);
  * otherwise ELR := (ELR + (current ISR - proposed ISR)) - proposed ISR: only members of the last ISR snapshot
    taken while the ISR drops below min ISR join, since the HWM cannot advance past them from then on;
  * brokers that registered after an unclean shutdown leave the ISR and the ELR; those that were (or were about to
    become) ELR members join LastKnownELR;
  * LastKnownELR is cleared when the ISR reaches min ISR, and by nothing else (an unclean election removes only
    the new leader from it);
  * brokers that unregistered (left for good) leave the ISR, the ELR, LastKnownELR and LastKnownLeader: an
    unregistration is not an unclean shutdown, and nobody should wait for a broker that will not come back.
LastKnownLeader: when the last ISR member leaves the ISR, it is recorded; it is cleared once a leader is elected.
Leader election (the delivery-plan order, used while the unclean recovery manager is off):
  1. keep the current leader if it is still in the ISR and may lead, else another ISR member;
  2. else (ISR empty) an unfenced ELR member, which becomes ISR=[it] and leaves the ELR;
  3. else, with fenced ELR members: wait for the first of them to be unfenced, or, with
     unclean.leader.election.enable, an unclean election;
  4. else (no ELR): an unclean election if enabled, otherwise the LastKnownLeader once it is unfenced.
  An unclean election picks a random live replica, sets ISR=[it], marks it RECOVERING and clears the ELR (not
  LastKnownELR).
Epochs: the leader epoch is bumped only when the leader changes (replay in `PartitionRegistration.merge`), or when
replicas leave the replica set (a reassignment: the record then repeats the leader to force the bump); an ELR-only
change bumps only the partition epoch.
With the unclean recovery manager on (`ChangeOptions.recovery_manager`), an ONLINE election stops after steps 1
and 2: the manager (`kraftpy.controller.recovery_manager`) decides what a partition without ISR and unfenced ELR
needs, instead of the delivery-plan unclean and LastKnownLeader elections.
Other elections: PREFERRED moves leadership to the first replica if it is in the ISR and may lead (never from the
ELR, never unclean); UNCLEAN is an operator's unclean election (steps 1-4, then any live replica); DESIGNATION
elects `ChangeOptions.desired_leader` if it may lead: cleanly when it is in the ISR (or, with an empty ISR, in the
ELR), otherwise uncleanly (ISR=[it], RECOVERING), as ElectLeaders DESIGNATION and unclean recovery winners need.

Reassignments (`TargetAssignment`: replicas = target + removing, plus the adding and removing lists, as Kafka
records them): every change first tries to complete an ongoing reassignment. It completes when every adding
replica is in the ISR and, as KIP-966 "Other behaviors" 4 requires, the final ISR (ISR - removing) has at least
the min ISR of the final replica set (min(min.insync.replicas, final RF)); a replica of the final set that was
there before and is out of the ISR (fenced, lagging) does not hold the move up. Then the removing replicas leave
the replicas and the ISR. Whenever the replica set changes (completion, cancellation), the
ELR, LastKnownELR and LastKnownLeader keep only replicas of the new set.
With `eligible.leader.replicas.enabled=false` the legacy behaviour applies: the last ISR member is never removed,
there is no ELR, and, per the KIP's downgrade rule, ELR fields still present are cleared on the next change.
"""

from __future__ import annotations

import enum
import random
import uuid
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from kraftpy.metadata.partition import (
    NO_LAST_KNOWN_LEADER,
    NO_LEADER,
    RECOVERED,
    RECOVERING,
    PartitionRegistration,
)
from kraftpy.protocol.messages.metadata_records import PartitionChangeRecord

# Kafka's DirectoryId.UNASSIGNED: a replica whose log directory is not known yet (new replicas of a reassignment)
UNASSIGNED_DIRECTORY = uuid.UUID(int=0)


class Election(enum.Enum):
    ONLINE = "online"  # keep a valid leader, otherwise elect per the rules above (fence, unfence, AlterPartition)
    PREFERRED = "preferred"  # move leadership to the first replica if it may lead (ElectLeaders, auto-rebalance)
    UNCLEAN = "unclean"  # an operator's unclean election: like ONLINE, then any live replica
    DESIGNATION = "designation"  # ChangeOptions.desired_leader (ElectLeaders v3, unclean recovery winners)


@dataclass(frozen=True, slots=True)
class ChangeOptions:
    """The partition's settings that the rules depend on."""

    min_isr: int  # effective: min(min.insync.replicas, replication factor of the current replica set)
    elr_enabled: bool = True
    unclean_election_enabled: bool = False  # the topic's unclean.leader.election.enable
    election: Election = Election.ONLINE
    # the configured min.insync.replicas (None: use min_isr for every replica set); a reassignment that changes the
    # replication factor needs the min ISR of the final set
    configured_min_isr: int | None = None
    recovery_manager: bool = False  # unclean.recovery.manager.enabled: ONLINE elections never go unclean
    desired_leader: int = NO_LEADER  # Election.DESIGNATION

    def min_isr_for(self, replication_factor: int) -> int:
        """The effective min ISR of a replica set of this size (KIP-966: min(min.insync.replicas, RF))."""
        if self.configured_min_isr is None:
            return self.min_isr
        return min(self.configured_min_isr, replication_factor)


@dataclass(frozen=True, slots=True)
class TargetAssignment:
    """A partition's replica assignment as the records hold it: during a reassignment `replicas` is the target
    followed by the removing replicas; `adding` and `removing` are empty otherwise."""

    replicas: tuple[int, ...]
    adding: tuple[int, ...] = ()
    removing: tuple[int, ...] = ()

    @property
    def reassigning(self) -> bool:
        return bool(self.adding or self.removing)

    @classmethod
    def of(cls, p: PartitionRegistration) -> TargetAssignment:
        return cls(p.replicas, p.adding_replicas, p.removing_replicas)


@dataclass(frozen=True, slots=True)
class ChangeResult:
    record: PartitionChangeRecord
    after: PartitionRegistration
    leader_changed: bool
    elected_from_elr: bool
    unclean: bool
    reassignment_completed: bool = False


def _ordered(members: Collection[int], replicas: Sequence[int]) -> tuple[int, ...]:
    """Members in replica order (then any stray ids in numeric order), for deterministic records."""
    s = set(members)
    out = [r for r in replicas if r in s]
    out.extend(sorted(s - set(out)))
    return tuple(out)


# -- the state passed between the steps --------------------------------------------------------------------------


class Proposal(NamedTuple):
    """What a change starts from: the replica assignment (after a reassignment completes, if it can) and the
    proposed ISR, already limited by `propose_isr`."""

    assignment: TargetAssignment
    isr: tuple[int, ...]
    reassignment_completed: bool = False


class NextState(NamedTuple):
    """The partition's fields as the steps of `build_change` work them out, before the record is assembled. A
    `NamedTuple` like `PartitionRegistration`: a step returns a new one (`_replace`), cheaply, as a broker fencing
    runs the steps for every partition it leads or follows."""

    replicas: tuple[int, ...]
    adding: tuple[int, ...]
    removing: tuple[int, ...]
    isr: tuple[int, ...]
    elr: tuple[int, ...]
    last_known_elr: tuple[int, ...]
    last_known_leader: int
    leader: int
    leader_recovery_state: int

    @classmethod
    def start(cls, current: PartitionRegistration, proposal: Proposal, leader_recovery_state: int | None) -> NextState:
        """The proposal's assignment and ISR; everything else as `current` has it (the recovery state as given)."""
        assignment = proposal.assignment
        return cls(
            assignment.replicas,
            assignment.adding,
            assignment.removing,
            proposal.isr,
            current.elr,
            current.last_known_elr,
            current.last_known_leader,
            current.leader,
            current.leader_recovery_state if leader_recovery_state is None else leader_recovery_state,
        )


class Elected(NamedTuple):
    """The outcome of a leader election: the leader (NO_LEADER for none), and how it was chosen."""

    leader: int
    from_elr: bool = False  # a clean election of an ELR member (the ISR was empty)
    unclean: bool = False  # an unclean election: the leader may lack committed records


NOT_ELECTED = Elected(NO_LEADER)


# -- the change, step by step ------------------------------------------------------------------------------------


def build_change(
    topic_id: uuid.UUID,
    partition_id: int,
    current: PartitionRegistration,
    *,
    can_lead: Callable[[int], bool],
    options: ChangeOptions,
    target_isr: Sequence[int] | None = None,
    unclean_shutdown: Collection[int] = (),
    leader_recovery_state: int | None = None,
    rng: random.Random | None = None,
    target_assignment: TargetAssignment | None = None,
    departed: Collection[int] = (),
) -> ChangeResult | None:
    """The change that moves `current` to its next state, or None if there is none.

    `can_lead(b)` says whether broker b is registered, unfenced and not shutting down. `target_isr` is the proposed
    ISR (default: the current one, e.g. to re-run the election after a broker is unfenced). Brokers in
    `unclean_shutdown` just registered after an unclean shutdown and are removed from the ISR and the ELR (those
    that were eligible are remembered in LastKnownELR). Brokers in `departed` left the cluster for good
    (unregistered): they leave the ISR, the ELR, LastKnownELR and LastKnownLeader, as a recovery must not wait for
    them. `target_assignment` is the new replica assignment (default: the current one); the ISR is limited to it.

    The steps below apply the rules of the module docstring one at a time, in this order.
    """
    gone = frozenset(departed)
    leaving = frozenset(unclean_shutdown) | gone
    proposed = propose_isr(current, target_isr, leaving, target_assignment)
    assignment = TargetAssignment.of(current) if target_assignment is None else target_assignment
    proposal = complete_reassignment(assignment, proposed, options)
    min_isr = options.min_isr_for(len(proposal.assignment.replicas))

    state = NextState.start(current, proposal, leader_recovery_state)
    state = update_elr(current, state, leaving, min_isr, options.elr_enabled)
    state = keep_replica_set_members(current, state)
    elected = elect_leader(current, state, options, can_lead, rng)
    state = apply_election(state, elected)
    state = forget_departed(state, gone)
    state = clear_elr_at_min_isr(state, min_isr, options.elr_enabled)
    state = update_last_known_leader(current, state, gone, options.elr_enabled)

    record = assemble_record(topic_id, partition_id, current, state)
    if record is None:
        return None
    after = current.merge(record)
    return ChangeResult(
        record,
        after,
        state.leader != current.leader,
        elected.from_elr,
        elected.unclean,
        proposal.reassignment_completed,
    )


def propose_isr(
    current: PartitionRegistration,
    target_isr: Sequence[int] | None,
    leaving: Collection[int],
    target_assignment: TargetAssignment | None,
) -> tuple[int, ...]:
    """ISR proposal filtering: brokers that registered after an unclean shutdown ("the controller will remove the
    broker from ISR and ELR", KIP-966 "Controller behaviors") or unregistered (`leaving`) leave the proposed ISR
    (default: the current ISR); with a new assignment, the ISR keeps only its replicas."""
    proposed = tuple(b for b in (current.isr if target_isr is None else target_isr) if b not in leaving)
    if target_assignment is not None:
        in_assignment = set(target_assignment.replicas)
        proposed = tuple(b for b in proposed if b in in_assignment)
    return proposed


def complete_reassignment(assignment: TargetAssignment, isr: tuple[int, ...], options: ChangeOptions) -> Proposal:
    """Completes an ongoing reassignment when every adding replica is in the ISR and the final ISR (ISR - removing)
    has at least the min ISR of the final replica set (KIP-966 "Other behaviors" 4); the removing replicas then
    leave the replicas and the ISR. Otherwise the assignment and ISR stay as proposed."""
    adding, removing = assignment.adding, assignment.removing
    if adding or removing:
        final_replicas = tuple(r for r in assignment.replicas if r not in removing)
        final_isr = tuple(b for b in isr if b not in removing)
        if (
            final_replicas
            and final_isr
            and set(adding) <= set(final_isr)
            and len(final_isr) >= options.min_isr_for(len(final_replicas))
        ):
            return Proposal(TargetAssignment(final_replicas), final_isr, reassignment_completed=True)
    return Proposal(assignment, isr)


def update_elr(
    current: PartitionRegistration, state: NextState, leaving: Collection[int], min_isr: int, elr_enabled: bool
) -> NextState:
    """KIP-966's ELR update for the proposed ISR `state.isr`, before the election.

    * proposed ISR >= min ISR: the ELR and LastKnownELR are emptied;
    * otherwise ELR := (ELR + (current ISR - proposed ISR)) - proposed ISR, without the `leaving` brokers (unclean
      shutdown, unregistration); those of them that were (or were about to become) ELR members join LastKnownELR.

    With ELR disabled (the legacy behaviour and the KIP's downgrade rule), the last ISR member is never removed and
    the ELR fields are cleared."""
    if not elr_enabled:
        return state._replace(isr=state.isr if state.isr else current.isr, elr=(), last_known_elr=())
    isr = state.isr
    if len(isr) >= min_isr:
        return state._replace(elr=(), last_known_elr=())
    in_isr = set(isr)
    candidates = set(current.elr) | (set(current.isr) - in_isr)
    elr = _ordered(candidates - in_isr - set(leaving), state.replicas)
    removed_unclean = (candidates | set(current.elr)) & set(leaving)
    lke = _ordered((set(current.last_known_elr) | removed_unclean) - in_isr - set(elr), state.replicas)
    return state._replace(elr=elr, last_known_elr=lke)


def keep_replica_set_members(current: PartitionRegistration, state: NextState) -> NextState:
    """When the replica set changes (a reassignment completes or is cancelled), the ELR and LastKnownELR keep only
    replicas of the new set (KIP-966 "Other behaviors": "upon completion, the ELR only contains replicas in the
    final replica set")."""
    if state.replicas == current.replicas:
        return state
    members = set(state.replicas)
    return state._replace(
        elr=tuple(b for b in state.elr if b in members),
        last_known_elr=tuple(b for b in state.last_known_elr if b in members),
    )


def elect_leader(
    current: PartitionRegistration,
    state: NextState,
    options: ChangeOptions,
    can_lead: Callable[[int], bool],
    rng: random.Random | None,
) -> Elected:
    """The leader for `state` under `options.election` (see `elect_designated`, `elect_preferred`,
    `elect_online`)."""
    if options.election is Election.DESIGNATION:
        return elect_designated(current, state, options, can_lead)
    if options.election is Election.PREFERRED:
        return elect_preferred(current, state, can_lead)
    return elect_online(current, state, options, can_lead, rng)


def elect_designated(
    current: PartitionRegistration, state: NextState, options: ChangeOptions, can_lead: Callable[[int], bool]
) -> Elected:
    """DESIGNATION (ElectLeaders v3 DesiredLeaders, unclean recovery winners): `options.desired_leader` if it may
    lead, cleanly when it is in the ISR (or, with an empty ISR, in the ELR), otherwise uncleanly. When it cannot
    lead, a valid leader is kept; there is never another choice."""
    wanted = options.desired_leader
    if wanted in state.replicas and can_lead(wanted):
        if wanted in state.isr:
            return Elected(wanted)
        if not state.isr and options.elr_enabled and wanted in state.elr:
            return Elected(wanted, from_elr=True)
        return Elected(wanted, unclean=True)
    return Elected(current.leader) if _leader_valid(current, state, can_lead) else NOT_ELECTED


def elect_preferred(current: PartitionRegistration, state: NextState, can_lead: Callable[[int], bool]) -> Elected:
    """PREFERRED (KIP-183, auto-rebalance): the first replica if it is in the ISR and may lead, else delivery-plan
    step 1 (keep the leader, or another ISR member); never from the ELR, never unclean."""
    preferred = state.replicas[0] if state.replicas else NO_LEADER
    if preferred in state.isr and can_lead(preferred):
        return Elected(preferred)
    leader = elect_from_isr(current, state, can_lead)
    return NOT_ELECTED if leader is None else Elected(leader)


def elect_online(
    current: PartitionRegistration,
    state: NextState,
    options: ChangeOptions,
    can_lead: Callable[[int], bool],
    rng: random.Random | None,
) -> Elected:
    """ONLINE and UNCLEAN elections, in KIP-966's delivery-plan order: an ISR member (step 1), else an unfenced ELR
    member (step 2), else the last resort (steps 3 and 4, `elect_last_resort`)."""
    leader = elect_from_isr(current, state, can_lead)
    if leader is not None:
        return Elected(leader)
    leader = elect_from_elr(state, options, can_lead)
    if leader is not None:
        return Elected(leader, from_elr=True)
    return elect_last_resort(current, state, options, can_lead, rng)


def elect_from_isr(current: PartitionRegistration, state: NextState, can_lead: Callable[[int], bool]) -> int | None:
    """Delivery-plan step 1: keep the current leader if it is still in the ISR and may lead, else the first ISR
    member (in replica order) that may lead; None if there is none."""
    if _leader_valid(current, state, can_lead):
        return current.leader
    in_isr = set(state.isr)
    for r in state.replicas:
        if r in in_isr and can_lead(r):
            return r
    replicas = set(state.replicas)
    for r in state.isr:  # defensive: ISR members outside the replicas
        if r not in replicas and can_lead(r):
            return r
    return None


def elect_from_elr(state: NextState, options: ChangeOptions, can_lead: Callable[[int], bool]) -> int | None:
    """Delivery-plan step 2: with an empty ISR, the first unfenced ELR member (in replica order); it becomes
    ISR=[it] and leaves the ELR (`apply_election`). None if there is none."""
    if state.isr or not options.elr_enabled:
        return None
    for r in _ordered(state.elr, state.replicas):
        if can_lead(r):
            return r
    return None


def elect_last_resort(
    current: PartitionRegistration,
    state: NextState,
    options: ChangeOptions,
    can_lead: Callable[[int], bool],
    rng: random.Random | None,
) -> Elected:
    """No ISR member or unfenced ELR member may lead.

    * With the unclean recovery manager on, an ONLINE election stops here: the manager decides (KIP-966 "Unclean
      recovery").
    * Delivery-plan step 3, fenced ELR members: wait for the first of them to be unfenced, or, with
      unclean.leader.election.enable (or an operator's UNCLEAN election), an unclean election.
    * Step 4, no ELR: an unclean election if allowed, otherwise the LastKnownLeader once it is unfenced (elected,
      marked RECOVERING as an unclean leader)."""
    if options.recovery_manager and options.election is Election.ONLINE:
        return NOT_ELECTED
    unclean_allowed = options.unclean_election_enabled or options.election is Election.UNCLEAN
    if state.elr and options.elr_enabled:
        return elect_unclean(state.replicas, can_lead, rng) if unclean_allowed else NOT_ELECTED
    if unclean_allowed:
        return elect_unclean(state.replicas, can_lead, rng)
    if options.elr_enabled and not state.isr:
        lkl = current.last_known_leader
        if lkl != NO_LAST_KNOWN_LEADER and lkl in state.replicas and can_lead(lkl):
            return Elected(lkl, unclean=True)
    return NOT_ELECTED


def elect_unclean(replicas: tuple[int, ...], can_lead: Callable[[int], bool], rng: random.Random | None) -> Elected:
    """An unclean election "randomly choosing an unfenced replica as it is today" (KIP-966 "Delivery plan"): a
    choice of `rng` among the live replicas (the first one without `rng`)."""
    live = [r for r in replicas if can_lead(r)]
    if not live:
        return NOT_ELECTED
    return Elected(live[0] if rng is None else rng.choice(live), unclean=True)


def apply_election(state: NextState, elected: Elected) -> NextState:
    """The election's effect on the ISR, ELR and LastKnownELR.

    * an ELR member elected cleanly becomes ISR=[it] and leaves the ELR (KIP-966 "Controller behaviors");
    * an unclean leader becomes ISR=[it], is marked RECOVERING, and the ELR is cleared (its members may hold more
      than the new leader); LastKnownELR stays until the ISR reaches min ISR, only the new leader leaves it."""
    leader = elected.leader
    if elected.from_elr:
        return state._replace(leader=leader, isr=(leader,), elr=tuple(b for b in state.elr if b != leader))
    if elected.unclean:
        return state._replace(
            leader=leader,
            isr=(leader,),
            elr=(),
            last_known_elr=tuple(b for b in state.last_known_elr if b != leader),
            leader_recovery_state=RECOVERING,
        )
    return state if leader == state.leader else state._replace(leader=leader)


def forget_departed(state: NextState, gone: Collection[int]) -> NextState:
    """Unregistered brokers leave LastKnownELR: an unregistration is not an unclean shutdown, and no recovery
    should wait for a broker that will not come back. (They already left the ISR and the ELR in `propose_isr` and
    `update_elr`, and leave LastKnownLeader in `update_last_known_leader`.)"""
    if not gone:
        return state
    return state._replace(last_known_elr=tuple(b for b in state.last_known_elr if b not in gone))


def clear_elr_at_min_isr(state: NextState, min_isr: int, elr_enabled: bool) -> NextState:
    """Once the ISR (after the election) has at least min ISR members, the ELR is emptied and LastKnownELR is
    cleared ("The LastKnownELR will be cleaned when ISR reaches the min ISR", KIP-966)."""
    if elr_enabled and len(state.isr) >= min_isr and (state.elr or state.last_known_elr):
        return state._replace(elr=(), last_known_elr=())
    return state


def update_last_known_leader(
    current: PartitionRegistration, state: NextState, gone: Collection[int], elr_enabled: bool
) -> NextState:
    """LastKnownLeader bookkeeping (KIP-966 "Other behaviors"): when the last ISR member leaves the ISR, it is
    recorded (normally it is the leader); it is cleared once a leader is elected, when it is no longer a replica
    or has unregistered, and always with ELR disabled."""
    lkl = current.last_known_leader
    if not elr_enabled or state.leader != NO_LEADER:
        lkl = NO_LAST_KNOWN_LEADER
    elif current.isr and not state.isr:
        lkl = current.leader if current.leader in current.isr else current.isr[0]
    if lkl != NO_LAST_KNOWN_LEADER and (lkl not in state.replicas or lkl in gone):
        lkl = NO_LAST_KNOWN_LEADER
    if lkl == state.last_known_leader:
        return state
    return state._replace(last_known_leader=lkl)


def bumps_leader_epoch(current: PartitionRegistration, state: NextState) -> bool:
    """Whether the change must bump the leader epoch. Replay (`PartitionRegistration.merge`) bumps it when the
    record carries a leader: a new leader, or the same one repeated when replicas left the replica set (Kafka's
    rule: the removed replicas must stop following). An ISR- or ELR-only change bumps only the partition epoch
    (KIP-966 "Other behaviors": "Change of the ELR does not require a leader epoch bump")."""
    if state.leader != current.leader:
        return True
    return state.replicas != current.replicas and not set(current.replicas) <= set(state.replicas)


def assemble_record(
    topic_id: uuid.UUID, partition_id: int, current: PartitionRegistration, state: NextState
) -> PartitionChangeRecord | None:
    """The PartitionChangeRecord that moves `current` to `state`: only the fields that change (the leader also when
    `bumps_leader_epoch`), new replicas with their known directories (UNASSIGNED_DIRECTORY for new ones); None when
    nothing changes."""
    record = PartitionChangeRecord(partition_id=partition_id, topic_id=topic_id)
    changed = False
    if state.isr != current.isr:
        record.isr = list(state.isr)
        changed = True
    if bumps_leader_epoch(current, state):
        record.leader = state.leader
        changed = True
    if state.elr != current.elr:
        record.eligible_leader_replicas = list(state.elr)
        changed = True
    if state.last_known_elr != current.last_known_elr:
        record.last_known_elr = list(state.last_known_elr)
        changed = True
    if state.last_known_leader != current.last_known_leader:
        record.last_known_leader = state.last_known_leader
        changed = True
    if state.leader_recovery_state != current.leader_recovery_state:
        record.leader_recovery_state = state.leader_recovery_state
        changed = True
    if state.replicas != current.replicas:
        record.replicas = list(state.replicas)
        if current.directories:
            dirs = dict(zip(current.replicas, current.directories, strict=False))
            record.directories = [dirs.get(r, UNASSIGNED_DIRECTORY) for r in state.replicas]
        changed = True
    if state.adding != current.adding_replicas:
        record.adding_replicas = list(state.adding)
        changed = True
    if state.removing != current.removing_replicas:
        record.removing_replicas = list(state.removing)
        changed = True
    return record if changed else None


def _leader_valid(current: PartitionRegistration, state: NextState, can_lead: Callable[[int], bool]) -> bool:
    """The current leader is still in the ISR and may lead."""
    return current.leader in state.isr and can_lead(current.leader)


def clear_elr_for_min_isr(
    topic_id: uuid.UUID, partition_id: int, current: PartitionRegistration, new_min_isr: int
) -> PartitionChangeRecord | None:
    """A min.insync.replicas change: where the new min ISR <= ISR size, the ELR (and LastKnownELR) go away."""
    if len(current.isr) >= new_min_isr and (current.elr or current.last_known_elr):
        return PartitionChangeRecord(
            partition_id=partition_id, topic_id=topic_id, eligible_leader_replicas=[], last_known_elr=[]
        )
    return None


__all__ = [
    "NOT_ELECTED",
    "RECOVERED",
    "RECOVERING",
    "UNASSIGNED_DIRECTORY",
    "ChangeOptions",
    "ChangeResult",
    "Elected",
    "Election",
    "NextState",
    "Proposal",
    "TargetAssignment",
    "apply_election",
    "assemble_record",
    "build_change",
    "bumps_leader_epoch",
    "clear_elr_at_min_isr",
    "clear_elr_for_min_isr",
    "complete_reassignment",
    "elect_designated",
    "elect_from_elr",
    "elect_from_isr",
    "elect_last_resort",
    "elect_leader",
    "elect_online",
    "elect_preferred",
    "elect_unclean",
    "forget_departed",
    "keep_replica_set_members",
    "propose_isr",
    "update_elr",
    "update_last_known_leader",
]
