//! Actions and the board in a player's words, in the language of the translation files
//! (`locales/<language>/choices.ftl` and `board.ftl`; the names of materials, dice, workshops,
//! ornaments and influence actions are the terms of `terms.ftl`). English is the same messages
//! read from the English files.

use std::fmt::Write;
use std::sync::OnceLock;

use cathedra_core::i18n::{FluentValue, Texts};
use cathedra_core::{Game, Observer};

use crate::action::Action;
use crate::bot::ORNAMENT_ORDER;
use crate::data::{Data, Section, TileGain, WorkshopTile};
use crate::state::{Main, Pending, Phase, RedCathedral, NONE};
use crate::types::{BannerFrom, Die, Jewels, Material, Resource, SectionKind, SoloCard};

/// The English texts of the game, built once.
pub(crate) fn english() -> &'static Texts {
    static ENGLISH: OnceLock<Texts> = OnceLock::new();
    ENGLISH.get_or_init(|| Texts::english(&[RedCathedral::LOCALES]))
}

/// The widest line of the board.
const WIDTH: usize = 80;

/// Writes `line` and a newline; a line wider than [`WIDTH`] is broken after the bar or slash
/// between two of its items, failing that after a comma or semicolon, failing that between
/// words, each continuation indented four columns further than the line.
fn push_wrapped(s: &mut String, line: &str) {
    let lead = line.chars().take_while(|&c| c == ' ').count();
    let indent = " ".repeat(lead + 4);
    let mut rest = line;
    let mut first = true;
    loop {
        let width = if first { WIDTH } else { WIDTH - indent.len() };
        if rest.chars().count() <= width {
            let _ = writeln!(s, "{}{rest}", if first { "" } else { indent.as_str() });
            return;
        }
        let limit = rest
            .char_indices()
            .nth(width)
            .map_or(rest.len(), |(at, _)| at);
        let Some(cut) = rest[..limit]
            .rfind(['|', '/'])
            .filter(|&at| at > lead)
            .or_else(|| rest[..limit].rfind([',', ';']).filter(|&at| at > lead))
            .or_else(|| rest[..limit].rfind(' ').filter(|&at| at > lead))
        else {
            let _ = writeln!(s, "{}{rest}", if first { "" } else { indent.as_str() });
            return;
        };
        let _ = writeln!(
            s,
            "{}{}",
            if first { "" } else { indent.as_str() },
            rest[..=cut].trim_end()
        );
        rest = rest[cut + 1..].trim_start();
        first = false;
    }
}

/// A term's name (a material, die, workshop, ornament, solo card or influence action) in the
/// language of `texts`; its id when no file names it.
pub(crate) fn term(texts: &Texts, id: &str) -> String {
    texts.term_name(id).unwrap_or_else(|| id.to_string())
}

pub(crate) fn num(n: impl Into<u32>) -> FluentValue<'static> {
    FluentValue::from(n.into())
}

pub(crate) fn text(s: String) -> FluentValue<'static> {
    FluentValue::from(s)
}

/// "2 wood", "2 rubles", "1 recognition" (Czech: "2× dřevo", "2 rubly", "1 bod uznání").
pub(crate) fn amount(texts: &Texts, n: impl Into<u32>, resource: Resource) -> String {
    texts.with(
        "amount-resource",
        [
            ("amount", num(n)),
            ("resource", FluentValue::from(resource.name())),
            ("name", text(term(texts, resource.name()))),
        ],
    )
}

pub(crate) fn rubles(texts: &Texts, n: impl Into<u32>) -> String {
    amount(texts, n, Resource::Rubles)
}

fn kind(texts: &Texts, kind: SectionKind) -> String {
    texts.get(
        match kind {
            SectionKind::Base => "kind-base",
            SectionKind::Middle => "kind-middle",
            SectionKind::Dome => "kind-dome",
        },
        None,
    )
}

fn group(texts: &Texts, group: u8) -> String {
    texts.get(
        match group {
            0 => "group-craftsmen",
            1 => "group-carters",
            2 => "group-merchants",
            _ => "group-clergy",
        },
        None,
    )
}

fn jewels(texts: &Texts, jewels: Jewels) -> String {
    texts.get(
        match jewels {
            Jewels::None => "jewels-none",
            Jewels::Emerald => "jewels-emerald",
            Jewels::Amethyst => "jewels-amethyst",
            Jewels::TwoEmeralds => "jewels-two-emeralds",
            Jewels::TwoAmethysts => "jewels-two-amethysts",
            Jewels::EmeraldAmethyst => "jewels-emerald-amethyst",
        },
        None,
    )
}

/// An influence action: the data's own text in English (a corrected data file may change it),
/// its term's name in another language.
fn influence_action(texts: &Texts, id: &str, english_text: &str) -> String {
    if texts.lang() == english().lang() {
        english_text.to_string()
    } else {
        texts
            .term_name(id)
            .unwrap_or_else(|| english_text.to_string())
    }
}

/// A cathedral card in a player's words: "base: 2 wood, 1 brick; 3 recognition".
pub(crate) fn card_text(texts: &Texts, card: &Section) -> String {
    let cost: Vec<String> = Material::ALL
        .iter()
        .filter(|&&m| card.cost[m as usize] > 0)
        .map(|&m| amount(texts, card.cost[m as usize], Resource::Material(m)))
        .collect();
    let mut reward = amount(texts, card.recognition, Resource::Recognition);
    if card.rubles > 0 {
        reward = format!("{reward}, {}", rubles(texts, card.rubles));
    }
    texts.with(
        "card",
        [
            ("kind", text(kind(texts, card.kind))),
            ("cost", text(cost.join(", "))),
            ("reward", text(reward)),
        ],
    )
}

/// What a workshop tile gives, in a player's words.
pub(crate) fn tile_text(texts: &Texts, tile: &WorkshopTile) -> String {
    match tile.gain {
        TileGain::Die(d) => texts.with("tile-die", [("die", text(term(texts, d.name())))]),
        TileGain::Rubles(n) => rubles(texts, n),
        TileGain::Recognition(n) => amount(texts, n, Resource::Recognition),
        TileGain::Material(m, n) => amount(texts, n, Resource::Material(m)),
    }
}

impl RedCathedral {
    fn participant_in(&self, texts: &Texts, p: u8) -> String {
        texts.seat(self.participant_name(p))
    }

    fn place_name(&self, texts: &Texts, tower: u8, height: u8) -> String {
        let data = self.data();
        let t = usize::from(tower);
        let h = usize::from(height);
        if t < usize::from(self.towers) && h < usize::from(self.heights[t]) {
            let card = self.site[t][h].card;
            let card = data
                .sections
                .get(usize::from(card))
                .map_or_else(|| kind(texts, self.kind_at(t, h)), |c| card_text(texts, c));
            texts.with("place", [("tower", num(tower + 1)), ("card", text(card))])
        } else {
            texts.with(
                "place-unknown",
                [("tower", num(tower + 1)), ("height", num(height + 1))],
            )
        }
    }

    fn resource_at(&self, texts: &Texts, space: u8) -> String {
        let data = self.data();
        data.resource_tiles
            .get(usize::from(self.market[usize::from(space)]))
            .map_or_else(|| "?".into(), |t| term(texts, t.gives.name()))
    }

    /// What `action` does, in the language of `texts`.
    pub(crate) fn describe_action(&self, action: Action, texts: &Texts) -> String {
        let data = self.data();
        let t = texts;
        match action {
            Action::ResourceTile { tile } => t.with(
                "choice-resource-tile",
                [(
                    "resource",
                    text(
                        data.resource_tiles
                            .get(usize::from(tile))
                            .map_or_else(|| "?".into(), |r| term(t, r.gives.name())),
                    ),
                )],
            ),
            Action::InfluenceCard { card } => match data.influence.get(usize::from(card)) {
                Some(c) => t.with(
                    "choice-influence-card",
                    [
                        ("group", text(group(t, c.group))),
                        (
                            "first",
                            text(influence_action(t, c.actions[0].id, c.actions[0].text)),
                        ),
                        (
                            "second",
                            text(influence_action(t, c.actions[1].id, c.actions[1].text)),
                        ),
                    ],
                ),
                None => t.get("choice-influence-card-unknown", None),
            },
            Action::PlaceDie { die, face } => t.with(
                "choice-place-die",
                [("die", text(term(t, die.name()))), ("face", num(face))],
            ),
            Action::Plan { plan } => match data.plans.get(usize::from(plan)) {
                Some(p) => {
                    let heights: Vec<String> = p.heights.iter().map(u8::to_string).collect();
                    t.with("choice-plan", [("heights", text(heights.join(", ")))])
                }
                None => t.get("choice-plan-unknown", None),
            },
            Action::Section { card } => match data.sections.get(usize::from(card)) {
                Some(c) => t.with("choice-section", [("card", text(card_text(t, c)))]),
                None => t.get("choice-section-unknown", None),
            },
            Action::WorkshopTile { tile } => t.with(
                "choice-workshop-tile",
                [(
                    "gain",
                    text(
                        data.workshop_tiles
                            .get(usize::from(tile))
                            .map_or_else(|| "?".into(), |w| tile_text(t, w)),
                    ),
                )],
            ),
            Action::FirstPlayer { seat } => t.with(
                "choice-first-player",
                [("seat", text(t.seat(crate::colour(seat))))],
            ),
            Action::SoloCard { card } => {
                t.with("choice-solo-card", [("card", text(term(t, card.name())))])
            }
            Action::SoloTile { die } => {
                t.with("choice-solo-tile", [("die", text(term(t, die.name())))])
            }
            Action::Roll { face } => t.with("choice-roll", [("face", num(face))]),
            Action::SellPrestige => t.get("choice-sell-prestige", None),
            Action::Reroll { space } => t.with("choice-reroll", [("space", num(space + 1))]),
            Action::Claim { tower, banner } => {
                let h = self.available(usize::from(tower)).unwrap_or(0) as u8;
                let from = t.get(
                    match banner {
                        BannerFrom::Inventory => "choice-banner-inventory",
                        BannerFrom::Reserve => "choice-banner-reserve",
                        BannerFrom::White => "choice-banner-white",
                    },
                    None,
                );
                t.with(
                    "choice-claim",
                    [
                        ("place", text(self.place_name(t, tower, h))),
                        ("from", text(from)),
                    ],
                )
            }
            Action::PlaceTile { space, face_up } => {
                let workshop = text(term(t, space.name()));
                if face_up {
                    let price = self.tile_price(self.turn.seat, space);
                    let gain = match self.turn.pending {
                        Pending::Tile { tile } => data.workshop_tiles.get(usize::from(tile)),
                        _ => None,
                    }
                    .map_or_else(|| "?".into(), |w| tile_text(t, w));
                    t.with(
                        "choice-tile-face-up",
                        [
                            ("workshop", workshop),
                            ("price", text(rubles(t, price))),
                            ("gain", text(gain)),
                        ],
                    )
                } else {
                    t.with("choice-tile-face-down", [("workshop", workshop)])
                }
            }
            Action::Deliver {
                material,
                tower,
                height,
            } => t.with(
                "choice-deliver",
                [
                    ("material", text(term(t, material.name()))),
                    ("place", text(self.place_name(t, tower, height))),
                ],
            ),
            Action::Ornament {
                tower,
                height,
                jewels: j,
            } => {
                let o = if tower < self.towers && height < self.heights[usize::from(tower)] {
                    self.kind_at(usize::from(tower), usize::from(height))
                        .ornament()
                } else {
                    crate::types::Ornament::Door
                };
                t.with(
                    "choice-ornament",
                    [
                        ("place", text(self.place_name(t, tower, height))),
                        ("ornament", text(term(t, o.name()))),
                        ("material", text(term(t, o.material().name()))),
                        ("jewels", text(jewels(t, j))),
                        ("prestige", num(j.prestige())),
                    ],
                )
            }
            Action::Move { die, extra } => {
                let to = self.destination(die, extra);
                let mut args = vec![
                    ("die", text(term(t, die.name()))),
                    ("space", num(to + 1)),
                    ("resource", text(self.resource_at(t, to))),
                ];
                if extra > 0 {
                    args.push(("rubles", text(rubles(t, extra))));
                    t.with("choice-move-extra", args)
                } else {
                    t.with("choice-move", args)
                }
            }
            Action::Take { amount: n } => match self.turn.main {
                Main::Market { space, .. } => match data
                    .resource_tiles
                    .get(usize::from(self.market[usize::from(space)]))
                {
                    Some(r) => t.with("choice-take", [("what", text(amount(t, n, r.gives)))]),
                    None => t.with("choice-take-resources", [("amount", num(n))]),
                },
                _ => t.with("choice-take-resources", [("amount", num(n))]),
            },
            Action::Influence { action } => match self.turn.main {
                Main::Market { space, .. } => {
                    let card = &data.influence[usize::from(self.influence[usize::from(space / 2)])];
                    let a = &card.actions[usize::from(action & 1)];
                    t.with(
                        "choice-influence",
                        [("action", text(influence_action(t, a.id, a.text)))],
                    )
                }
                _ => t.get("choice-influence-unknown", None),
            },
            Action::Give { material } => t.with(
                "choice-give",
                [("material", text(term(t, material.name())))],
            ),
            Action::Gain { material } => t.with(
                "choice-gain",
                [("material", text(term(t, material.name())))],
            ),
            Action::Swap { a, b } => t.with("choice-swap", [("a", num(a + 1)), ("b", num(b + 1))]),
            Action::Activate { space } => t.with(
                "choice-activate",
                [("workshop", text(term(t, space.name())))],
            ),
            Action::Done => t.get("choice-done", None),
            Action::EndTurn => t.get("choice-end-turn", None),
            Action::BotTarget { tower, height } => t.with(
                "choice-bot-target",
                [("place", text(self.place_name(t, tower, height)))],
            ),
        }
    }

    /// The whole board in the language of `texts`.
    pub(crate) fn render_board(&self, _observer: Observer, texts: &Texts) -> String {
        let data = self.data();
        let t = texts;
        let mut s = String::new();
        // The embedded data is named in the language; a loaded file's edition as it gives it.
        let title = if data.edition == Data::get().edition {
            t.get("board-title-embedded", None)
        } else {
            t.with("board-title", [("edition", text(data.edition.to_string()))])
        };
        push_wrapped(&mut s, &title);
        let _ = writeln!(s, "{}", t.get("board-market", None));
        for sp in 0..8u8 {
            let tile = data
                .resource_tiles
                .get(usize::from(self.market[usize::from(sp)]))
                .map_or("-".to_string(), |r| amount(t, r.amount, r.gives));
            let dice: Vec<String> = Die::ALL
                .into_iter()
                .filter(|&d| self.die_face[d as usize] != 0 && self.die_space[d as usize] == sp)
                .map(|d| format!("{} {}", term(t, d.name()), self.die_face[d as usize]))
                .collect();
            push_wrapped(
                &mut s,
                &format!(
                    "  {}",
                    t.with(
                        "board-market-space",
                        [
                            ("space", num(sp + 1)),
                            ("tile", text(format!("{tile:<14}"))),
                            ("count", num(dice.len() as u32)),
                            ("dice", text(dice.join(", "))),
                        ],
                    )
                ),
            );
        }
        let _ = writeln!(s, "{}", t.get("board-influence", None));
        for q in 0..4u8 {
            if let Some(c) = data
                .influence
                .get(usize::from(self.influence[usize::from(q)]))
            {
                push_wrapped(
                    &mut s,
                    &format!(
                        "  {}",
                        t.with(
                            "board-quadrant",
                            [
                                ("from", num(2 * q + 1)),
                                ("to", num(2 * q + 2)),
                                ("group", text(group(t, c.group))),
                                (
                                    "first",
                                    text(influence_action(t, c.actions[0].id, c.actions[0].text)),
                                ),
                                (
                                    "second",
                                    text(influence_action(t, c.actions[1].id, c.actions[1].text)),
                                ),
                            ],
                        )
                    ),
                );
            }
        }
        let _ = writeln!(s, "{}", t.get("board-site", None));
        for tower in 0..usize::from(self.towers) {
            let cards: Vec<String> = (0..usize::from(self.heights[tower]))
                .map(|h| {
                    let p = &self.site[tower][h];
                    let mut card = data
                        .sections
                        .get(usize::from(p.card))
                        .map_or_else(|| "?".into(), |c| card_text(t, c));
                    if p.banner != NONE {
                        card.push_str(&t.with(
                            "board-banner",
                            [("participant", text(self.participant_in(t, p.banner)))],
                        ));
                    }
                    if p.done {
                        card.push_str(&t.get("board-completed", None));
                    }
                    if p.ornament != NONE {
                        card.push_str(&t.with(
                            "board-ornament",
                            [("participant", text(self.participant_in(t, p.ornament)))],
                        ));
                    }
                    format!("[{card}]")
                })
                .collect();
            push_wrapped(
                &mut s,
                &format!(
                    "  {}",
                    t.with(
                        "board-tower",
                        [
                            ("tower", num(tower as u32 + 1)),
                            ("cards", text(cards.join(" | "))),
                        ],
                    )
                ),
            );
        }
        for p in 0..self.participants_count() {
            self.render_participant(&mut s, p, t);
        }
        if self.solo() {
            self.render_bot(&mut s, t);
        }
        if self.phase == Phase::Over {
            let _ = writeln!(s, "{}", t.get("board-over", None));
        }
        s
    }

    /// The board in a few lines: whose turn it is, the observing seat's line, then a line for
    /// each other participant (the market, the influence cards and the site are in the whole
    /// board).
    pub(crate) fn render_compact(&self, observer: Observer, texts: &Texts) -> String {
        let t = texts;
        let mut s = String::new();
        let now = match self.phase {
            Phase::Over => t.get("compact-over", None),
            Phase::Turn => t.with(
                "compact-turn",
                [("participant", text(self.participant_in(t, self.turn.seat)))],
            ),
            Phase::BotChoice { .. } => t.with(
                "compact-bot-choice",
                [
                    ("player", text(self.participant_in(t, 0))),
                    ("bot", text(self.participant_in(t, 1))),
                ],
            ),
            _ => t.get("compact-setup", None),
        };
        let _ = write!(s, "{}", t.with("compact-title", [("now", text(now))]));
        if self.ending && self.phase != Phase::Over {
            let _ = write!(
                s,
                "{}",
                t.with("compact-ending", [("turns", num(self.last_turns))])
            );
        }
        let _ = writeln!(s);
        let own = observer.seat().map(|seat| seat.index());
        if let Some(p) = own.filter(|&p| p < self.participants_count()) {
            self.render_participant(&mut s, p, t);
        }
        for p in (0..self.participants_count()).filter(|&p| Some(p) != own) {
            self.render_participant(&mut s, p, t);
        }
        if self.solo() && self.bot.cards[0] != NONE {
            let bot = text(self.participant_in(t, Self::BOT));
            let total = |cards: &[u8]| num(cards.iter().map(|&n| u32::from(n)).sum::<u32>());
            let mut args = vec![
                ("bot", bot),
                ("inventory", text(term(t, SoloCard::Inventory.name()))),
                ("stock", total(&self.bot.stock)),
                ("build", text(term(t, SoloCard::Build.name()))),
                ("built", total(&self.bot.build)),
            ];
            match self.bot_next() {
                Some((card, die)) => args.extend([
                    ("reset", FluentValue::from("no")),
                    ("card", text(term(t, card.name()))),
                    ("die", text(term(t, die.name()))),
                    ("face", num(self.die_face[die as usize])),
                ]),
                None => args.push(("reset", FluentValue::from("yes"))),
            }
            let line = t.with("compact-bot", args);
            push_wrapped(&mut s, &line);
        }
        s
    }

    /// Jakovlev's next solo card and the die of its tile: the leftmost card whose tile lies
    /// face up (RC-15.3 step 2); `None` when every tile lies face down (a reset comes first,
    /// RC-15.3 step 1).
    fn bot_next(&self) -> Option<(SoloCard, Die)> {
        (0..5)
            .find(|&i| self.bot.face_up & (1 << i) != 0)
            .and_then(|i| {
                Some((
                    *SoloCard::ALL.get(usize::from(self.bot.cards[i]))?,
                    Die::from_index(usize::from(self.bot.tiles[i]))?,
                ))
            })
    }

    /// What lies face up about Jakovlev (RC-15.1): his row of solo cards with their die tiles,
    /// which card he plays next, the materials on his Inventory and Build cards, the banners on
    /// his Claim card and the ornaments he has left.
    fn render_bot(&self, s: &mut String, t: &Texts) {
        if self.bot.cards[0] == NONE {
            return;
        }
        let bot = || text(self.participant_in(t, Self::BOT));
        let _ = writeln!(s, "{}", t.with("board-bot-row", [("bot", bot())]));
        for i in 0..5 {
            let (Some(card), Some(die)) = (
                SoloCard::ALL.get(usize::from(self.bot.cards[i])),
                Die::from_index(usize::from(self.bot.tiles[i])),
            ) else {
                continue;
            };
            let line = t.with(
                "board-bot-card",
                [
                    ("place", num(i as u32 + 1)),
                    ("card", text(term(t, card.name()))),
                    ("die", text(term(t, die.name()))),
                    ("up", num(u32::from(self.bot.face_up & (1 << i) != 0))),
                ],
            );
            push_wrapped(s, &format!("  {line}"));
        }
        match self.bot_next() {
            Some((card, die)) => push_wrapped(
                s,
                &t.with(
                    "board-bot-next",
                    [
                        ("bot", bot()),
                        ("card", text(term(t, card.name()))),
                        ("die", text(term(t, die.name()))),
                        ("face", num(self.die_face[die as usize])),
                    ],
                ),
            ),
            None => {
                push_wrapped(s, &t.with("board-bot-reset", [("bot", bot())]));
                if let Some(o) = ORNAMENT_ORDER.get(usize::from(self.bot.placed)) {
                    push_wrapped(
                        s,
                        &format!(
                            "  {}",
                            t.with(
                                "board-bot-reset-ornament",
                                [("ornament", text(term(t, o.name())))]
                            )
                        ),
                    );
                }
            }
        }
        for (card, on) in [
            (SoloCard::Inventory, &self.bot.stock),
            (SoloCard::Build, &self.bot.build),
        ] {
            let materials: Vec<String> = Material::ALL
                .into_iter()
                .filter(|&m| on[m as usize] > 0)
                .map(|m| amount(t, on[m as usize], Resource::Material(m)))
                .collect();
            let line = t.with(
                "board-bot-materials",
                [
                    ("card", text(term(t, card.name()))),
                    ("count", num(materials.len() as u32)),
                    ("materials", text(materials.join(", "))),
                ],
            );
            push_wrapped(s, &format!("  {line}"));
        }
        let left: Vec<String> = ORNAMENT_ORDER
            .iter()
            .skip(usize::from(self.bot.placed))
            .map(|o| term(t, o.name()))
            .collect();
        let line = t.with(
            "board-bot-claim",
            [
                ("card", text(term(t, SoloCard::Claim.name()))),
                ("banners", num(self.bot.banners)),
                ("count", num(left.len() as u32)),
                ("ornaments", text(left.join(", "))),
            ],
        );
        push_wrapped(s, &format!("  {line}"));
    }

    /// One participant's line: track position, prestige, completed cards, and a seat's
    /// rubles and inventory.
    fn render_participant(&self, s: &mut String, p: usize, t: &Texts) {
        let data = self.data();
        let tally = &self.tally[p];
        let mut line = String::new();
        let _ = write!(
            line,
            "{}",
            t.with(
                "board-participant",
                [
                    ("participant", text(self.participant_in(t, p as u8))),
                    ("position", num(tally.pos)),
                    ("prestige", num(data.prestige_floor(tally.pos))),
                    ("completed", num(tally.completed)),
                ],
            )
        );
        if p < self.n() {
            let pl = &self.seats[p];
            let inv: Vec<String> = Material::ALL
                .into_iter()
                .filter(|&m| pl.inventory[m as usize] > 0)
                .map(|m| amount(t, pl.inventory[m as usize], Resource::Material(m)))
                .collect();
            let _ = write!(
                line,
                "{}",
                t.with(
                    "board-goods",
                    [
                        ("rubles", text(rubles(t, pl.rubles))),
                        ("held", num(pl.held())),
                        ("capacity", num(pl.capacity())),
                        ("inventory", text(inv.join(", "))),
                    ],
                )
            );
        }
        push_wrapped(s, &line);
    }
}
