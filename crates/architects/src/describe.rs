//! Player-facing texts: actions, the log, a board for the terminal.

use cathedra_core::{Actor, Audience, Event, Log, Observer, Seat};

use crate::action::{Action, Guard, Place};
use crate::cards::Cards;
use crate::data::{self, APPRENTICES, BUILDINGS, LOCATION_NAMES, RESOURCE_NAMES};
use crate::state::{Architects, Stage};

fn building(card: u8) -> &'static str {
    BUILDINGS.get(usize::from(card)).map_or("?", |b| b.name)
}

fn apprentice(card: u8) -> &'static str {
    APPRENTICES.get(usize::from(card)).map_or("?", |a| a.name)
}

fn goods(r: &[u8; 5]) -> String {
    let parts: Vec<String> = r
        .iter()
        .zip(RESOURCE_NAMES)
        .filter(|(k, _)| **k > 0)
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
    parts.join(", ")
}

const TRADE_TEXT: [&str; 22] = [
    "2 clay for 1 virtue",
    "2 wood for 1 virtue",
    "2 stone for 1 virtue",
    "1 clay and 1 wood for 1 virtue",
    "1 clay and 1 stone for 1 virtue",
    "1 wood and 1 stone for 1 virtue",
    "3 wood for 1 marble",
    "2 wood and 1 stone for 1 marble",
    "1 wood and 2 stone for 1 marble",
    "3 stone for 1 marble",
    "1 silver for 3 clay (Merchant)",
    "2 silver for 1 gold (Merchant)",
    "3 silver for 1 marble (Merchant)",
    "1 silver for 2 stone (Merchant)",
    "1 silver for 2 wood (Merchant)",
    "1 clay for 1 virtue (Patron)",
    "2 silver for 1 virtue (Patron)",
    "1 stone for 1 virtue (Patron)",
    "1 wood for 1 virtue (Patron)",
    "3 clay for 1 marble (Trader)",
    "2 stone for 1 marble (Trader)",
    "2 wood for 1 marble (Trader)",
];

impl Architects {
    fn name(&self, seat: usize) -> &'static str {
        ["Blue", "Red", "Green", "Yellow", "Purple"]
            .get(seat)
            .copied()
            .unwrap_or("Nobody")
    }

    pub(crate) fn describe_action(&self, action: Action) -> String {
        let slot = |s: u8| {
            let card = self.display.get(usize::from(s)).copied().flatten();
            format!(
                "the {} (row {}, column {})",
                card.map_or("empty slot", apprentice),
                s / 4 + 1,
                s % 4 + 1
            )
        };
        match action {
            Action::StartPlayer { seat } => format!("{} starts", self.name(usize::from(seat))),
            Action::Apprentice { card } => {
                format!("{} joins the workshop display", apprentice(card))
            }
            Action::Building { card } => format!("draw the {}", building(card)),
            Action::MarketTop { side } => format!(
                "the small market shows {}",
                goods(&data::SMALL_SIDES[usize::from(side.min(4))])
            ),
            Action::MarketCard { card } => format!(
                "the large market now offers {}",
                goods(&data::LARGE_SIDES[usize::from(card.min(9))])
            ),
            Action::Reward { reward } => format!(
                "reward: {}",
                data::REWARD_NAMES
                    .get(usize::from(reward))
                    .copied()
                    .unwrap_or("?")
            ),
            Action::Keep { card } => format!("keep the {}", building(card)),
            Action::Discard { card } => {
                format!(
                    "put the {} face down on the bottom of the deck",
                    building(card)
                )
            }
            Action::Dismiss { card } => format!("discard your {}", apprentice(card)),
            Action::Place { place } => match place {
                Place::Quarry => "Quarry: gain stone".into(),
                Place::Forest => "Forest: gain wood".into(),
                Place::MinesClay => "Mines: gain clay".into(),
                Place::MinesGold => "Mines: gain gold".into(),
                Place::Silversmith => "Silversmith: gain silver".into(),
                Place::Storehouse => "King's Storehouse: trade".into(),
                Place::WorkshopDraw => "Workshop: draw building cards".into(),
                Place::TownCentre => "Town Centre: capture workers".into(),
                Place::TaxStand => format!("Tax Stand: take {} silver, lose 2 virtue", self.tax),
                Place::Guardhouse => "Guardhouse".into(),
                Place::BlackMarketA => "Black Market: the small market".into(),
                Place::BlackMarketDraw => "Black Market: draw 5 building cards, keep 1".into(),
                Place::BlackMarketC => "Black Market: the large market".into(),
            },
            Action::Hire { slot: s } => format!("Workshop: hire {}", slot(s)),
            Action::HireAny { slot: s } => format!("hire {} free", slot(s)),
            Action::Build { card } => format!("Guildhall: construct the {}", building(card)),
            Action::Cathedral { wood } => format!(
                "Guildhall: advance on the Cathedral{}",
                if wood > 0 {
                    format!(" paying {wood} wood")
                } else {
                    String::new()
                }
            ),
            Action::Trade { trade } => format!(
                "trade {}",
                TRADE_TEXT.get(usize::from(trade)).copied().unwrap_or("?")
            ),
            Action::Capture { location, colour } => format!(
                "capture {}'s workers at the {}",
                self.name(usize::from(colour)),
                LOCATION_NAMES
                    .get(usize::from(location))
                    .copied()
                    .unwrap_or("?")
            ),
            Action::Guard { action } => match action {
                Guard::SendToPrison => "send your captured workers to the Prison".into(),
                Guard::Release => "release your workers from the Prison".into(),
                Guard::FreePaying => "free your captured workers for 3 silver and 2 tax".into(),
                Guard::FreeInDebt => {
                    "free your captured workers, taking a debt and losing 1 virtue".into()
                }
                Guard::PayDebt => "pay off a debt for 3 silver and 3 tax".into(),
            },
            Action::Retrieve { from } => format!(
                "take back a worker from {}",
                match from {
                    0..=8 => format!("the {}", LOCATION_NAMES[usize::from(from)]),
                    9 => "the Prison".into(),
                    10 => "the Black Market".into(),
                    f => format!("{}'s board", self.name(usize::from(f - 11))),
                }
            ),
            Action::Pass => "pass (all your workers are in the Guildhall)".into(),
            Action::Stop => "stop".into(),
            Action::Choose { option } => {
                let b = match self.stage {
                    Stage::Effect { building } => BUILDINGS[usize::from(building)].effect,
                    _ => data::Effect::Monument,
                };
                match (b, option) {
                    (data::Effect::Treasury, 0) | (data::Effect::ClayPit, 0) => {
                        "gain 1 gold".into()
                    }
                    (data::Effect::Treasury, _) => "gain 3 silver".into(),
                    (data::Effect::ClayPit, _) => "gain 1 marble".into(),
                    (data::Effect::Church, 0) => "destroy one of your debts".into(),
                    (data::Effect::Church, _) => "keep your debts".into(),
                    (data::Effect::Barracks, 0) => "free your captured workers".into(),
                    (data::Effect::Barracks, _) => "make a free capture".into(),
                    _ => format!("option {option}"),
                }
            }
        }
    }

    pub(crate) fn hidden_text(&self, actor: Actor, action: Action) -> String {
        match (actor, action) {
            (Actor::Seat(s), Action::Keep { .. }) => {
                format!("{} keeps a card", self.name(s.index()))
            }
            (Actor::Seat(s), Action::Discard { .. }) => format!(
                "{} puts a card face down on the bottom of the building deck",
                self.name(s.index())
            ),
            (Actor::Chance, Action::Building { .. }) => format!(
                "{} draws a building card",
                self.name(usize::from(self.draws.seat))
            ),
            (Actor::Seat(s), _) => format!("{} decides in secret", self.name(s.index())),
            (Actor::Chance, _) => "Chance deals face down".into(),
        }
    }

    /// (public text, private text and its seat) of an action, before it is applied.
    pub(crate) fn log_texts(&self, actor: Actor, action: Action) -> (String, Option<(u8, String)>) {
        let who = match actor {
            Actor::Seat(s) => format!("{}: ", self.name(s.index())),
            Actor::Chance => String::new(),
        };
        let text = format!("{who}{}", self.describe_action(action));
        match self.private_to(actor, action) {
            Some(seat) => (self.hidden_text(actor, action), Some((seat, text))),
            None => (text, None),
        }
    }

    pub(crate) fn write_log(&self, log: &mut Log, public: String, private: Option<(u8, String)>) {
        log.push(Audience::All, || {
            (Event::new("action").text("text", public.clone()), public)
        });
        if let Some((seat, text)) = private {
            log.push(Audience::seat(Seat(seat)), || {
                (Event::new("secret").text("text", text.clone()), text)
            });
        }
    }

    /// The hidden cards each seat holds: hand, draft packet, cards drawn at the Black Market.
    pub(crate) fn holdings(&self) -> [Cards; 5] {
        let mut h = [Cards::EMPTY; 5];
        for (s, held) in h.iter_mut().enumerate().take(self.n()) {
            held.0 = self.players[s].hand.0 | self.packets[s].0;
            if s == usize::from(self.turn) {
                held.0 |= self.seen.0;
            }
        }
        h
    }

    /// Tells each seat the cards that came to it unseen by its own eyes: a passed draft packet,
    /// cards drawn from the bottom of the deck.
    pub(crate) fn log_received(&self, log: &mut Log, before: [Cards; 5], action: Action) {
        let now = self.holdings();
        for s in 0..self.n() {
            let mut new = Cards(now[s].0 & !before[s].0);
            if let Action::Building { card } | Action::Keep { card } = action {
                new.remove(card);
            }
            if !new.is_empty() {
                let names: Vec<&str> = new.iter().map(building).collect();
                let text = format!("{} receives {}", self.name(s), names.join(", "));
                log.push(Audience::seat(Seat(s as u8)), || {
                    (Event::new("receive").text("cards", text.clone()), text)
                });
            }
        }
    }

    pub(crate) fn render_board(&self, observer: Observer) -> String {
        let mut out = String::new();
        let v = self.view_for(observer, cathedra_core::ToMove::Over);
        out.push_str(&format!(
            "Tax Stand {} silver; Guildhall {}/{}; rewards left {}\n",
            self.tax,
            self.guild_filled(),
            4 * self.columns(),
            self.rewards_left
        ));
        out.push_str("Workshop:");
        for (i, c) in self.display.iter().enumerate() {
            if i % 4 == 0 {
                out.push_str("\n  ");
            }
            match c {
                Some(c) => out.push_str(&format!("[{} +{}$] ", apprentice(*c), self.coins[i])),
                None => out.push_str("[empty] "),
            }
        }
        out.push('\n');
        for (s, p) in v.players.iter().enumerate() {
            out.push_str(&format!(
                "{}: {} silver, {} | virtue {} cathedral {} debts {} | supply {} prison {} | {} cards{}\n",
                self.name(s),
                p.silver,
                goods(&p.resources.map(|x| x.min(255) as u8)),
                p.virtue,
                p.cathedral,
                p.unpaid_debts,
                p.supply,
                p.prison,
                p.hand_size,
                p.hand
                    .map(|h| {
                        let names: Vec<_> = h.iter().map(building).collect();
                        format!(": {}", names.join(", "))
                    })
                    .unwrap_or_default()
            ));
        }
        out
    }
}
