//! The whole state of a game: plain fixed-size fields, no allocation.

use cathedra_core::{Illegal, Seat};
use serde::{Deserialize, Serialize};

use crate::data::{
    Craftsman, Cube, Event, Privilege, ResourceCard, CRAFTSMAN_LIMIT, GOLD_CAP, OWN_WORKERS,
};
use crate::set::Set;

/// The most seats a game has.
pub const MAX_SEATS: usize = 4;
/// Master-builder spaces on the board (PIL-17.1).
pub const SPACES: usize = 17;

/// Where a master builder may be placed. Kingsbridge and Shiring name the card's side;
/// the other locations take their lowest free space (PIL-17.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Location {
    Bishop,
    KingsbridgeLeft,
    KingsbridgeRight,
    Priory,
    KingsCourt,
    ShiringLeft,
    ShiringRight,
    Castle,
    Market,
    Cathedral,
}

impl Location {
    pub const ALL: [Location; 10] = [
        Location::Bishop,
        Location::KingsbridgeLeft,
        Location::KingsbridgeRight,
        Location::Priory,
        Location::KingsCourt,
        Location::ShiringLeft,
        Location::ShiringRight,
        Location::Castle,
        Location::Market,
        Location::Cathedral,
    ];

    /// One bit per board space of this location.
    #[inline]
    pub fn space_bits(self) -> u32 {
        SPACE_BITS[self as usize]
    }

    /// The board spaces of this location, in space order.
    pub const fn spaces(self) -> std::ops::Range<usize> {
        match self {
            Location::Bishop => 0..1,
            Location::KingsbridgeLeft => 1..2,
            Location::KingsbridgeRight => 2..3,
            Location::Priory => 3..5,
            Location::KingsCourt => 5..9,
            Location::ShiringLeft => 9..10,
            Location::ShiringRight => 10..11,
            Location::Castle => 11..12,
            Location::Market => 12..16,
            Location::Cathedral => 16..17,
        }
    }

    /// The place as English sentences name it ("the priory"), from the translation files.
    pub fn name(self) -> String {
        crate::texts::Words::english().location(self)
    }

    /// The location's ID in actions and log events.
    pub fn id(self) -> &'static str {
        match self {
            Location::Bishop => "bishop",
            Location::KingsbridgeLeft => "kingsbridge_left",
            Location::KingsbridgeRight => "kingsbridge_right",
            Location::Priory => "priory",
            Location::KingsCourt => "kings_court",
            Location::ShiringLeft => "shiring_left",
            Location::ShiringRight => "shiring_right",
            Location::Castle => "castle",
            Location::Market => "market",
            Location::Cathedral => "cathedral",
        }
    }

    /// The location of a board space.
    pub fn of_space(space: usize) -> Location {
        Location::ALL
            .into_iter()
            .find(|l| l.spaces().contains(&space))
            .unwrap_or(Location::Cathedral)
    }
}

/// [`Location::space_bits`] of each location, in the order of [`Location::ALL`].
static SPACE_BITS: [u32; 10] = {
    let mut t = [0; 10];
    let mut i = 0;
    while i < 10 {
        let r = Location::ALL[i].spaces();
        t[i] = ((1 << r.end) - 1) & !((1 << r.start) - 1);
        i += 1;
    }
    t
};

pub const BISHOP: usize = 0;
pub const KINGSBRIDGE: [usize; 2] = [1, 2];
pub const PRIORY: [usize; 2] = [3, 4];
pub const COURT: std::ops::Range<usize> = 5..9;
pub const SHIRING: [usize; 2] = [9, 10];
pub const CASTLE: usize = 11;
pub const MARKET: std::ops::Range<usize> = 12..16;
pub const CATHEDRAL: usize = 16;

/// What happens now: a chance draw, a seat's decision, or the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Chance C1: the first start player.
    StartPlayer,
    /// Chance C2: the round's two privilege cards.
    Privileges,
    /// Chance C4: which two of the round's craftsmen go to Shiring.
    Craftsmen,
    /// Chance C5: the two resource cards not offered.
    Resources,
    /// Chance C3: the round's event (hidden until step 1).
    Event,
    /// D1: phase I, `actor` takes a card or passes.
    Offer,
    /// D2: phase I, `actor` is over the craftsman limit.
    HireDismiss,
    /// Chance C6: a builder from the bag.
    Draw,
    /// D3: the start player accepts the draw or redraws.
    Redraw,
    /// D4/D5: the owner of the drawn builder places it or passes.
    Place,
    /// D5: a passed builder is placed free.
    PlacePassed,
    /// D6: the Bishop's-seat player protects or not.
    Protect,
    /// D7: a Thomas holder uses the card or keeps it.
    Thomas,
    /// D8: the collapse: `actor` removes a craftsman.
    Collapse,
    /// D9: the Bishop's-seat player takes a cube from the market.
    BishopCube,
    /// Chance C7: the tax die.
    Tax,
    /// D10: a holder of the tax-exemption card uses it or keeps it.
    Exemption,
    /// D2 at step 10: the Shiring craftsman put `actor` over the limit.
    ShiringDismiss,
    /// D11: the market seat `cursor` trades or passes.
    Market,
    /// D12: `actor` picks the Madonna's craftsman.
    Madonna,
    /// D13: `actor` uses craftsmen or finishes.
    Build,
    /// D14: `actor` keeps 5 cubes.
    Discard,
    Over,
}

impl Stage {
    pub fn is_chance(self) -> bool {
        matches!(
            self,
            Stage::StartPlayer
                | Stage::Privileges
                | Stage::Craftsmen
                | Stage::Resources
                | Stage::Event
                | Stage::Draw
                | Stage::Tax
        )
    }
}

/// One player's holdings.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Holdings {
    pub(crate) gold: u8,
    pub(crate) vp: u16,
    /// Wood, stone, sand, metal.
    pub(crate) cubes: [u8; 4],
    pub(crate) craftsmen: Set<Craftsman>,
    /// Permanent cards and unused one-time cards.
    pub(crate) privileges: Set<Privilege>,
    /// Resource cards taken this round (their workers are committed until steps 6-8).
    pub(crate) resources: Set<ResourceCard>,
    /// Workers in the wool mill until step 3.
    pub(crate) mill: u8,
    /// Grey workers usable this round.
    pub(crate) grey: u8,
    /// Grey workers taken at step 11, usable next round.
    pub(crate) grey_next: u8,
    /// Cube kinds bought at the market this round (bit per [`Cube`]).
    pub(crate) bought: u8,
    /// The craftsman the Madonna raised this round.
    pub(crate) madonna: Option<Craftsman>,
}

/// The Pillars of the Earth: the whole state of one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pillars {
    pub(crate) players: u8,
    /// 0 before the first round, then 1..=6.
    pub(crate) round: u8,
    pub(crate) stage: Stage,
    pub(crate) start: u8,
    /// The seat deciding now (or the seat a stage concerns).
    pub(crate) actor: u8,
    /// A stage's position: turn-order index, Shiring side or market space.
    pub(crate) cursor: u8,
    /// Seats (phase I) or market spaces (step 12) that passed: one bit each.
    pub(crate) passed: u8,
    pub(crate) seats: [Holdings; MAX_SEATS],
    /// General supply; may go negative (PIL-23.5).
    pub(crate) supply: [i16; 4],
    /// Wood, stone, sand on the market.
    pub(crate) market: [u8; 3],
    pub(crate) court_metal: u8,
    /// Grey workers in Shiring castle.
    pub(crate) castle: u8,
    /// The owner of the builder on each space.
    pub(crate) spaces: [Option<u8>; SPACES],
    /// Builders in the bag, per seat.
    pub(crate) bag: [u8; MAX_SEATS],
    /// Builders set aside by the city wall this round, per seat.
    pub(crate) set_aside: [u8; MAX_SEATS],
    /// Passed builders on the cost track, by cost 1..=7 (index 0 unused).
    pub(crate) track: [Option<u8>; 8],
    /// The owner of the builder drawn and not yet decided.
    pub(crate) drawn: Option<u8>,
    /// The cost marker.
    pub(crate) cost: u8,
    pub(crate) redraw_used: bool,
    /// Seats limited to two builders this round (city wall): one bit each.
    pub(crate) walled: u8,
    /// Seats limited to two builders next round.
    pub(crate) wall_next: u8,
    pub(crate) kingsbridge: [Option<Privilege>; 2],
    pub(crate) shiring: [Option<Craftsman>; 2],
    pub(crate) offer_craftsmen: Set<Craftsman>,
    pub(crate) offer_resources: Set<ResourceCard>,
    /// Privilege cards revealed so far (the others are in the deck or removed unseen).
    pub(crate) privileges_seen: Set<Privilege>,
    /// Events drawn so far, this round's included.
    pub(crate) events_seen: Set<Event>,
    /// This round's event.
    pub(crate) event: Option<Event>,
    /// The event has been revealed (step 1).
    pub(crate) event_shown: bool,
    /// The Bishop's-seat player chose protection this round.
    pub(crate) bishop_protects: bool,
    /// Seats protected from this round's negative event: one bit each.
    pub(crate) protected: u8,
    /// Seats exempt from this round's tax by their card: one bit each.
    pub(crate) exempt: u8,
    /// This round's tax die (0 before the roll).
    pub(crate) tax: u8,
    /// Uses of each craftsman in the current cathedral turn.
    pub(crate) used: [u8; 27],
    /// Starting gold by turn order (the start player's first) when the `start-money` option
    /// departs from the rulebook's 20, 21, 22, 23 (PIL-16.4); absent: the rulebook's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) start_money: Option<[u8; MAX_SEATS]>,
}

/// Workers committed by each set of resource cards (a table: this runs for every phase-I turn).
static COMMITTED: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut set = 0;
    while set < 512 {
        let mut card = 0;
        while card < 9 {
            if set & (1 << card) != 0 {
                t[set] += crate::data::RESOURCES[card].workers;
            }
            card += 1;
        }
        set += 1;
    }
    t
};

/// `x` modulo `n` (0 when `n` is 0), without a division where `x < 2n`, as in walks round
/// the table.
#[inline]
pub(crate) fn wrap(x: usize, n: usize) -> usize {
    if x < n {
        x
    } else if x < 2 * n {
        x - n
    } else {
        x % n.max(1)
    }
}

pub(crate) fn bit(seat: usize) -> u8 {
    1 << seat
}

impl Pillars {
    pub(crate) fn n(&self) -> usize {
        usize::from(self.players)
    }

    /// The seat at position `i` of the turn order (start player first).
    #[inline]
    pub(crate) fn in_turn_order(&self, i: usize) -> usize {
        wrap(usize::from(self.start) + i, self.n())
    }

    pub(crate) fn seat(&self, s: usize) -> &Holdings {
        &self.seats[s % MAX_SEATS]
    }

    pub(crate) fn seat_mut(&mut self, s: usize) -> &mut Holdings {
        &mut self.seats[s % MAX_SEATS]
    }

    pub(crate) fn occupant(&self, space: usize) -> Option<usize> {
        self.spaces.get(space).copied().flatten().map(usize::from)
    }

    pub(crate) fn has_builder(&self, seat: usize, spaces: std::ops::Range<usize>) -> bool {
        spaces.into_iter().any(|s| self.occupant(s) == Some(seat))
    }

    /// Gains gold up to the cap of 30 (PIL-23.1); returns the gold actually gained.
    pub(crate) fn gain_gold(&mut self, seat: usize, amount: u8) -> u8 {
        let s = self.seat_mut(seat);
        let new = s.gold.saturating_add(amount).min(GOLD_CAP);
        let gained = new - s.gold.min(new);
        s.gold = new;
        gained
    }

    pub(crate) fn gain_vp(&mut self, seat: usize, amount: u16) {
        let s = self.seat_mut(seat);
        s.vp = s.vp.saturating_add(amount);
    }

    /// Loses VP, never below 0 (PIL-23.4); returns the VP actually lost.
    pub(crate) fn lose_vp(&mut self, seat: usize, amount: u16) -> u16 {
        let s = self.seat_mut(seat);
        let lost = amount.min(s.vp);
        s.vp -= lost;
        lost
    }

    /// A forced payment (PIL-23.2): all gold if short, then 1 VP per 2 gold unpaid.
    /// Returns (gold paid, VP lost).
    pub(crate) fn pay_forced(&mut self, seat: usize, amount: u8) -> (u8, u16) {
        let s = self.seat_mut(seat);
        let paid = amount.min(s.gold);
        s.gold -= paid;
        let unpaid = amount - paid;
        let lost = self.lose_vp(seat, u16::from(unpaid / 2));
        (paid, lost)
    }

    /// Cubes from the supply to a player, always in full (PIL-23.5).
    pub(crate) fn give_cubes(&mut self, seat: usize, cube: Cube, n: u8) {
        let i = cube.index();
        self.supply[i] -= i16::from(n);
        let s = self.seat_mut(seat);
        s.cubes[i] = s.cubes[i].saturating_add(n);
    }

    /// Cubes from a player back to the supply.
    pub(crate) fn return_cubes(&mut self, seat: usize, cube: Cube, n: u8) {
        let i = cube.index();
        let s = self.seat_mut(seat);
        let n = n.min(s.cubes[i]);
        s.cubes[i] -= n;
        self.supply[i] += i16::from(n);
    }

    /// The craftsman limit: 5, or 6 with Jack (PIL-19.6, PIL-25.7).
    pub(crate) fn craftsman_limit(&self, seat: usize) -> u8 {
        CRAFTSMAN_LIMIT + u8::from(self.seat(seat).privileges.contains(Privilege::Jack))
    }

    /// Workers a seat has this round: 12 own, grey ones, the black one (PIL-19.10).
    pub(crate) fn workers(&self, seat: usize) -> u8 {
        let s = self.seat(seat);
        OWN_WORKERS + s.grey + u8::from(s.privileges.contains(Privilege::Otto))
    }

    /// Workers committed to resource cards this round.
    pub(crate) fn committed(&self, seat: usize) -> u8 {
        let bits = self.seat(seat).resources.bits() as usize;
        COMMITTED.get(bits).copied().unwrap_or(u8::MAX)
    }

    /// Workers not yet committed (phase I).
    pub(crate) fn free_workers(&self, seat: usize) -> u8 {
        self.workers(seat).saturating_sub(self.committed(seat))
    }

    pub(crate) fn cube_total(&self, seat: usize) -> u16 {
        self.seat(seat).cubes.iter().map(|&c| u16::from(c)).sum()
    }

    /// This round's event, once revealed.
    pub(crate) fn shown_event(&self) -> Option<Event> {
        self.event.filter(|_| self.event_shown)
    }

    pub(crate) fn is_protected(&self, seat: usize) -> bool {
        self.protected & bit(seat) != 0
    }

    pub(crate) fn colour(&self, seat: usize) -> &'static str {
        crate::data::COLOURS[seat % MAX_SEATS]
    }
}

/// The seat as the platform names it.
pub(crate) fn seat_id(seat: usize) -> Seat {
    Seat(seat as u8)
}

/// An illegal action's error, built out of the hot path: its words (a kind of [`Why`] with
/// its arguments) and their English message.
#[cold]
#[inline(never)]
pub(crate) fn refuse<T>(
    rule: &'static str,
    words: impl FnOnce() -> cathedra_core::Event,
) -> Result<T, Illegal> {
    let name = |s: Seat| crate::data::COLOURS[s.index() % MAX_SEATS].to_string();
    Err(cathedra_core::i18n::refuse(
        rule,
        words(),
        crate::texts::english(),
        &name,
    ))
}

cathedra_core::refusals! {
    /// Every kind of refusal of the game: each is a message `refusal-<kind>` of
    /// `locales/<language>/refusals.ftl`.
    pub(crate) enum Why {
        TaxDieFaces = "tax-die-faces",
        TaxDieNow = "tax-die-now",
        ExemptionOrKeep = "exemption-or-keep",
        ResourceNotOffered = "resource-not-offered",
        TooFewWorkers = "too-few-workers",
        TakeOrPass = "take-or-pass",
        CraftsmanNotOffered = "craftsman-not-offered",
        TooPoorToHire = "too-poor-to-hire",
        RemoveCraftsman = "remove-craftsman",
        NoSuchCraftsman = "no-such-craftsman",
        TwoPrivileges = "two-privileges",
        TwoCraftsmen = "two-craftsmen",
        TwoResources = "two-resources",
        EventDrawnBefore = "event-drawn-before",
        ChanceDecides = "chance-decides",
        ProtectOrDecline = "protect-or-decline",
        ThomasOrKeep = "thomas-or-keep",
        BishopTakesCube = "bishop-takes-cube",
        MarketNoMetal = "market-no-metal",
        MarketHasNone = "market-has-none",
        MadonnaChoose = "madonna-choose",
        MadonnaCannotHelp = "madonna-cannot-help",
        UseOrFinish = "use-or-finish",
        WorksByItself = "works-by-itself",
        MasonNeedsMixer = "mason-needs-mixer",
        UsesLeft = "uses-left",
        ChooseCubes = "choose-cubes",
        KeepExactly = "keep-exactly",
        NoSuchBuilder = "no-such-builder",
        DrawBuilderNow = "draw-builder-now",
        NoBuilderWaiting = "no-builder-waiting",
        AcceptOrRedraw = "accept-or-redraw",
        SpacesTaken = "spaces-taken",
        TooPoorToPlace = "too-poor-to-place",
        RemigiusCosts = "remigius-costs",
        MustPlaceFree = "must-place-free",
        RedrawOnce = "redraw-once",
        PlaceOrPass = "place-or-pass",
        WaitingBuilderFree = "waiting-builder-free",
        MarketOneKind = "market-one-kind",
        MetalNotBought = "metal-not-bought",
        BuyAtLeastOne = "buy-at-least-one",
        WoodNeedsWoodworker = "wood-needs-woodworker",
        MarketHasOnly = "market-has-only",
        TooPoorToBuy = "too-poor-to-buy",
        SellAtLeastOne = "sell-at-least-one",
        BoughtThisRound = "bought-this-round",
        StoneNeedsStonecutter = "stone-needs-stonecutter",
        YouHaveOnly = "you-have-only",
    }
}
