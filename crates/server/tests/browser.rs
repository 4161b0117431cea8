//! The web UI in a real Chromium, driven over WebDriver (Debian's chromium and
//! chromium-driver; `scripts/test` installs them and runs these tests): a game created in the
//! lobby and played by clicking the board in both landed games, a reload mid-game, a hot-seat
//! game with its pass-the-device screen, and the replay of a finished game.

mod common;

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use common::{start, TestServer};
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{json, Value};

const WAIT: Duration = Duration::from_secs(15);

/// chromedriver on a free loopback port, stopped when dropped.
struct Driver {
    child: Child,
    port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn driver() -> Driver {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver (Debian's chromium-driver; scripts/test installs it)");
    Driver { child, port }
}

async fn browser(driver: &Driver, width: u32, height: u32) -> Client {
    let caps = json!({
        "goog:chromeOptions": {
            "binary": "/usr/bin/chromium",
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     format!("--window-size={width},{height}")],
        }
    });
    let caps = caps.as_object().unwrap().clone();
    for _ in 0..100 {
        if let Ok(c) = ClientBuilder::new(HttpConnector::new())
            .capabilities(caps.clone())
            .connect(&format!("http://127.0.0.1:{}", driver.port))
            .await
        {
            return c;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("chromedriver did not start");
}

/// The page redraws on every pushed change: an element found may be gone a moment later, so
/// each look and click is tried again on a fresh element.
async fn text(c: &Client, css: &str) -> String {
    let mut last = String::new();
    for _ in 0..50 {
        match c.wait().at_most(WAIT).for_element(Locator::Css(css)).await {
            Ok(el) => match el.text().await {
                Ok(t) => return t,
                Err(e) => last = e.to_string(),
            },
            Err(e) => panic!("no {css}: {e}"),
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("cannot read {css}: {last}");
}

async fn click(c: &Client, css: &str) {
    let mut last = String::new();
    for _ in 0..50 {
        match c.wait().at_most(WAIT).for_element(Locator::Css(css)).await {
            Ok(el) => match el.click().await {
                Ok(()) => return,
                Err(e) => last = e.to_string(),
            },
            Err(e) => panic!("no {css}: {e}"),
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("cannot click {css}: {last}");
}

/// Waits until the element's text holds `needle` (a push reaches the page a moment after the
/// server took the action, and a bot's move after its search, which the other tests running
/// beside it on a loaded machine can slow to several seconds): up to 20 seconds.
async fn until_text(c: &Client, css: &str, needle: &str) {
    let mut last = String::new();
    for _ in 0..400 {
        last = text(c, css).await;
        if last.contains(needle) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{css} never says {needle:?}: {last}");
}

/// Waits until the game's sequence number passes `seq`.
async fn until_past(s: &TestServer, id: &str, seq: u64) -> u64 {
    for _ in 0..300 {
        let now = s.state(id, None).await["seq"].as_u64().unwrap();
        if now > seq {
            return now;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the game did not move past {seq}");
}

/// The game's id from a page at /g/{id}.
async fn page_game(c: &Client) -> String {
    let url = c.current_url().await.unwrap();
    url.path().trim_start_matches("/g/").to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn a_castle_game_is_created_in_the_lobby_played_by_clicking_the_board_and_survives_a_reload()
{
    let s = start("browser-castle").await;
    let d = driver();
    let c = browser(&d, 1200, 1000).await;
    c.goto(&s.url("/")).await.unwrap();
    let select = c
        .wait()
        .at_most(WAIT)
        .for_element(Locator::Css("#game"))
        .await
        .unwrap();
    select
        .select_by_value("castle-for-all-seasons")
        .await
        .unwrap();
    let name = c.find(Locator::Css("[data-seat-name='0']")).await.unwrap();
    name.send_keys("Ann").await.unwrap();
    click(&c, "#create-game").await;
    click(&c, "a.invite").await;
    let id = page_game(&c).await;
    assert_eq!(text(&c, ".your-turn").await, "Your turn");
    let seq = s.state(&id, None).await["seq"].as_u64().unwrap();
    // A card in the hand is a target on the board: clicking it chooses it.
    click(&c, ".seat-area.me .card.target").await;
    let seq = until_past(&s, &id, seq).await;
    until_text(&c, "#log", "Blue has chosen").await;

    // Reload mid-game: the page comes back with the same seat and plays on.
    c.refresh().await.unwrap();
    assert!(text(&c, ".seat-area.me h3").await.contains("Ann"));
    text(&c, ".your-turn").await;
    let before = s.state(&id, None).await["seq"].as_u64().unwrap();
    assert!(before >= seq);
    click(&c, "button.action").await;
    until_past(&s, &id, before).await;
    c.close().await.unwrap();
}

/// The lobby offers a time bank: the seconds typed there are the game's `time_bank`, and each
/// person's seat has its bank to spend (a bot's seat none).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn a_game_with_a_time_bank_is_created_in_the_lobby() {
    let s = start("browser-bank").await;
    let d = driver();
    let c = browser(&d, 1200, 1000).await;
    c.goto(&s.url("/")).await.unwrap();
    let select = c
        .wait()
        .at_most(WAIT)
        .for_element(Locator::Css("#game"))
        .await
        .unwrap();
    select
        .select_by_value("castle-for-all-seasons")
        .await
        .unwrap();
    assert!(text(&c, "#create").await.contains("Time bank"));
    let bank = c.find(Locator::Css("#bank")).await.unwrap();
    bank.send_keys("600").await.unwrap();
    click(&c, "#create-game").await;
    click(&c, "a.invite").await;
    let id = page_game(&c).await;
    text(&c, ".your-turn").await;
    let state = s.state(&id, None).await;
    assert_eq!(state["time_bank"], 600);
    let left = &state["bank_left_ms"];
    let person = left[0].as_u64().expect("the person's seat has a bank");
    assert!(person > 590_000 && person <= 600_000, "{left}");
    // The second seat is the lobby's default bot: no bank.
    assert!(state["seats"][1]["bot"].is_string());
    assert!(left[1].is_null(), "{left}");
    c.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn a_pillars_move_is_made_by_clicking_a_card_on_the_svg_board_in_czech() {
    let s = start("browser-pillars").await;
    let (id, seats) = s
        .create(
            "pillars-of-the-earth",
            json!([{"name": "Ann"}, {"bot": "random"}]),
            json!({}),
        )
        .await;
    let link = seats[0]["link"].as_str().unwrap();
    let d = driver();
    let c = browser(&d, 390, 900).await;
    c.goto(&s.url("/")).await.unwrap();
    c.wait()
        .at_most(WAIT)
        .for_element(Locator::Css("#lang"))
        .await
        .unwrap()
        .select_by_value("cs")
        .await
        .unwrap();
    c.goto(&s.url(link)).await.unwrap();
    // Wait until it is Ann's turn (the bot may be the start player).
    assert_eq!(text(&c, ".your-turn").await, "Jste na tahu");
    let state = s
        .state(&id, Some(seats[0]["token"].as_str().unwrap()))
        .await;
    let seq = state["seq"].as_u64().unwrap();
    let before: Value = state["view"]["seats"][0].clone();
    click(&c, "svg .piece.target rect").await;
    until_past(&s, &id, seq).await;
    let after = s
        .state(&id, Some(seats[0]["token"].as_str().unwrap()))
        .await;
    assert_ne!(
        after["view"]["seats"][0], before,
        "Ann's clicked card changed her holdings"
    );
    c.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn hot_seat_hands_the_device_over_and_hides_the_previous_seats_cards() {
    let s = start("browser-hot").await;
    let d = driver();
    let c = browser(&d, 1000, 900).await;
    c.goto(&s.url("/")).await.unwrap();
    c.wait()
        .at_most(WAIT)
        .for_element(Locator::Css("#game"))
        .await
        .unwrap()
        .select_by_value("castle-for-all-seasons")
        .await
        .unwrap();
    c.find(Locator::Css("[data-seat-kind='1']"))
        .await
        .unwrap()
        .select_by_value("person")
        .await
        .unwrap();
    click(&c, "#create-game").await;
    click(&c, "#hotseat").await;
    let mut handed_to = Vec::new();
    // The page redraws after every move and push: act on the element just found, and look
    // again when it went away meanwhile.
    for _ in 0..40 {
        let found = c
            .wait()
            .at_most(WAIT)
            .for_element(Locator::Css("#pass, button.action"))
            .await
            .unwrap();
        if found.attr("id").await.ok().flatten().as_deref() == Some("pass") {
            let Ok(heading) = c.find(Locator::Css("#pass h2")).await else {
                continue;
            };
            let heading = heading.text().await.unwrap_or_default();
            assert!(
                c.find(Locator::Css(".hand")).await.is_err(),
                "no hand on the pass screen"
            );
            handed_to.push(heading);
            if let Ok(ready) = c.find(Locator::Css("#ready")).await {
                let _ = ready.click().await;
            }
        } else {
            let _ = found.click().await;
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        if handed_to.iter().any(|h| h.contains("Red"))
            && handed_to.iter().any(|h| h.contains("Blue"))
        {
            break;
        }
    }
    assert!(
        handed_to.iter().any(|h| h.contains("Blue")),
        "{handed_to:?}"
    );
    assert!(handed_to.iter().any(|h| h.contains("Red")), "{handed_to:?}");
    c.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn a_finished_game_shows_final_scores_and_replays_move_by_move() {
    let s = start("browser-replay").await;
    let (id, _) = s
        .create(
            "castle-for-all-seasons",
            json!([{"bot": "random"}, {"bot": "random"}]),
            json!({}),
        )
        .await;
    s.until_over(&id).await;
    let d = driver();
    let c = browser(&d, 1200, 1000).await;
    c.goto(&s.url(&format!("/g/{id}"))).await.unwrap();
    assert!(text(&c, "#scores").await.contains("1."));
    click(&c, "#replay-open").await;
    assert_eq!(text(&c, "#rp-step").await, "0");
    click(&c, "#rp-fwd").await;
    for _ in 0..100 {
        if text(&c, "#rp-step").await == "1" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(text(&c, "#rp-step").await, "1");
    assert!(
        !text(&c, "#rp-last").await.is_empty(),
        "the first move's log is shown"
    );
    c.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn the_plain_view_of_a_game_without_its_own_board_is_playable_by_clicking() {
    // The plain view is what a game added to the registry without a board of its own gets.
    let s = start("browser-plain").await;
    let (id, seats) = s
        .create(
            "castle-for-all-seasons",
            json!([{"name": "Ann"}, {"bot": "random"}]),
            json!({}),
        )
        .await;
    let link = seats[0]["link"]
        .as_str()
        .unwrap()
        .replace('#', "?view=plain#");
    let d = driver();
    let c = browser(&d, 390, 900).await;
    c.goto(&s.url(&link)).await.unwrap();
    assert_eq!(text(&c, ".your-turn").await, "Your turn");
    assert!(text(&c, ".seat-area.me .fields").await.contains("Hand"));
    let seq = s.state(&id, None).await["seq"].as_u64().unwrap();
    click(&c, ".seat-area.me .card.target").await;
    until_past(&s, &id, seq).await;
    c.close().await.unwrap();
}

/// Plays `moves` of the page's seat by clicking its first choice whenever it is its turn.
async fn play_by_clicking(c: &Client, s: &TestServer, id: &str, moves: usize) {
    for _ in 0..moves {
        text(c, ".your-turn").await;
        let seq = s.state(id, None).await["seq"].as_u64().unwrap();
        click(c, "button.action").await;
        until_past(s, id, seq).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn a_red_cathedral_game_is_created_in_the_lobby_and_played_by_clicking() {
    let s = start("browser-red-cathedral").await;
    let d = driver();
    let c = browser(&d, 1280, 1000).await;
    c.goto(&s.url("/")).await.unwrap();
    c.wait()
        .at_most(WAIT)
        .for_element(Locator::Css("#game"))
        .await
        .unwrap()
        .select_by_value("red-cathedral")
        .await
        .unwrap();
    // Its options in the game's own English words: what each does, and the values' names.
    let options = c
        .execute(
            "return document.querySelector('#options').textContent",
            vec![],
        )
        .await
        .unwrap();
    let options = options.as_str().unwrap();
    assert!(
        options.contains("The side of every workshop board")
            && options.contains("the set for a first game"),
        "{options}"
    );
    // The Red Cathedral is also played alone: the lobby starts at one player.
    c.find(Locator::Css("#players"))
        .await
        .unwrap()
        .select_by_value("2")
        .await
        .unwrap();
    c.find(Locator::Css("[data-seat-kind='1']"))
        .await
        .unwrap()
        .select_by_value("greedy")
        .await
        .unwrap();
    c.find(Locator::Css("[data-seat-name='0']"))
        .await
        .unwrap()
        .send_keys("Ann")
        .await
        .unwrap();
    click(&c, "#create-game").await;
    click(&c, "a.invite").await;
    let id = page_game(&c).await;
    let st = s.state(&id, None).await;
    assert_eq!(st["seats"][1]["bot"], "greedy");
    assert!(text(&c, ".seat-area.me h3").await.contains("Ann"));
    // Three moves by clicking the first choice, the bot answering between them.
    play_by_clicking(&c, &s, &id, 3).await;
    let log = text(&c, "#log").await;
    assert!(!log.is_empty());
    // The table in words: no bookkeeping, no "false" or "null" left for a player to read.
    let table = text(&c, ".seat-area.me").await;
    assert!(table.contains("Inventory"), "{table}");
    assert!(
        !table.contains("false") && !table.contains("null"),
        "{table}"
    );
    c.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn an_architects_draft_is_played_by_clicking_on_a_phone() {
    let s = start("browser-architects").await;
    let (id, seats) = s
        .create(
            "architects-of-the-west-kingdom",
            json!([{"name": "Ann"}, {"bot": "random"}]),
            json!({}),
        )
        .await;
    let d = driver();
    let c = browser(&d, 390, 900).await;
    c.goto(&s.url(seats[0]["link"].as_str().unwrap()))
        .await
        .unwrap();
    let token = seats[0]["token"].as_str().unwrap();
    let before = s.state(&id, Some(token)).await;
    play_by_clicking(&c, &s, &id, 2).await;
    let after = s.state(&id, Some(token)).await;
    assert_ne!(
        after["view"]["players"][0], before["view"]["players"][0],
        "Ann's kept cards changed her area"
    );
    // Her cards are shown by their names from the game's terms, never by their ids.
    let terms = s.get(&format!("/api/games/{id}/terms")).await.body["terms"].clone();
    let hand: Vec<String> = s.state(&id, Some(token)).await["view"]["players"][0]["hand"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    assert!(!hand.is_empty(), "Ann kept no card");
    for card in &hand {
        let term = terms
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["id"] == card.as_str())
            .unwrap();
        let name = term["name"].as_str().unwrap();
        until_text(&c, ".seat-area.me", name).await;
        let area = text(&c, ".seat-area.me").await;
        assert!(
            !area
                .split(|ch: char| !ch.is_alphanumeric())
                .any(|w| w == card),
            "{card} shown by its id: {area}"
        );
    }
    c.close().await.unwrap();
}

/// A screenshot of the page, kept under the test target's temporary directory for a person to
/// look at (the path is printed).
async fn screenshot(c: &Client, name: &str) {
    let png = c.screenshot().await.unwrap();
    assert!(png.len() > 1000, "an empty screenshot");
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}.png"));
    std::fs::write(&path, png).unwrap();
    println!("screenshot: {}", path.display());
}

/// Whether the page is no wider than the window (nothing to scroll sideways on a phone).
async fn fits_the_width(c: &Client) -> bool {
    let wide = c
        .execute(
            "return document.documentElement.scrollWidth <= window.innerWidth + 1;",
            vec![],
        )
        .await
        .unwrap();
    wide.as_bool().unwrap()
}

/// Makes one move on the drawn board: clicks the first target `css` matches; where the click
/// names several actions the list shows only those, and the first of them is taken.
async fn move_on_the_board(c: &Client, s: &TestServer, id: &str, css: &str) {
    text(c, ".your-turn").await;
    let seq = s.state(id, None).await["seq"].as_u64().unwrap();
    click(c, css).await;
    for _ in 0..100 {
        if s.state(id, None).await["seq"].as_u64().unwrap() > seq {
            return;
        }
        if c.find(Locator::Css("#all")).await.is_ok() {
            // The list now holds only the actions the clicked thing names.
            click(c, "button.action").await;
            until_past(s, id, seq).await;
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    screenshot(c, "did-nothing").await;
    let page = text(c, "body").await;
    panic!("clicking {css} did nothing: {page}");
}

/// Waits until the seat of `token` has a choice to make, and gives its state.
async fn until_my_turn(s: &TestServer, id: &str, token: &str) -> Value {
    for _ in 0..300 {
        let state = s.state(id, Some(token)).await;
        if state["actions"].as_array().is_some_and(|a| !a.is_empty()) {
            return state;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the seat never had a choice");
}

/// Clicks the choice in the list whose text begins with `words`.
async fn click_action(c: &Client, words: &str) {
    let xpath = format!(
        "//button[contains(@class, 'action') and starts-with(normalize-space(.), '{words}')]"
    );
    for _ in 0..50 {
        if let Ok(el) = c
            .wait()
            .at_most(WAIT)
            .for_element(Locator::XPath(&xpath))
            .await
        {
            if el.click().await.is_ok() {
                return;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no choice {words:?}");
}

/// The ids of the game's terms (cards, tiles) that the page must show by name, never by id.
async fn term_ids(s: &TestServer, id: &str) -> Vec<String> {
    let terms = s.get(&format!("/api/games/{id}/terms")).await.body["terms"].clone();
    // A code (B01, WT-01, die_white), not a word that is also its own name ("wood").
    terms
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["id"] != t["name"])
        .map(|t| t["id"].as_str().unwrap().to_string())
        .filter(|id| id.contains(|c: char| c.is_ascii_digit() || c == '_' || c == '-'))
        .collect()
}

fn shows_an_id(page: &str, ids: &[String]) -> Option<String> {
    page.split(|ch: char| !(ch.is_alphanumeric() || ch == '-'))
        .find(|w| ids.iter().any(|id| id == w))
        .map(str::to_string)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn a_red_cathedral_turn_is_played_by_clicking_the_dice_spaces_and_cards_of_its_board() {
    let s = start("browser-rc-board").await;
    let (id, seats) = s
        .create(
            "red-cathedral",
            json!([{"name": "Ann"}, {"bot": "random"}]),
            json!({}),
        )
        .await;
    let token = seats[0]["token"].as_str().unwrap();
    let d = driver();
    for (width, height, name) in [(1280, 1000, "desktop"), (390, 844, "phone")] {
        let c = browser(&d, width, height).await;
        c.goto(&s.url(seats[0]["link"].as_str().unwrap()))
            .await
            .unwrap();
        text(&c, ".your-turn").await;
        // The market's eight spaces, its five dice and the towers of the construction site.
        let board = text(&c, "#board").await;
        assert!(
            board.contains("Market") && board.contains("Tower 1"),
            "{board}"
        );
        let dice = c.find_all(Locator::Css("svg .die")).await.unwrap();
        assert_eq!(dice.len(), 5, "five dice on the market");
        // A move: a die on the board, then (where it can go further for rubles) its choice.
        move_on_the_board(&c, &s, &id, "svg .die.target rect").await;
        let view = s.state(&id, Some(token)).await;
        assert_eq!(view["view"]["turn"]["main"]["kind"], "market", "{view}");
        // Taking the destination's resource by clicking its space, then ending the turn.
        let before = view["view"]["players"][0]["inventory"].clone();
        if c.find(Locator::Css("svg .piece.target[data-keys*='do:take'] rect"))
            .await
            .is_ok()
        {
            move_on_the_board(&c, &s, &id, "svg .piece.target[data-keys*='do:take'] rect").await;
            let after = s.state(&id, Some(token)).await;
            let taken = after["view"]["turn"]["main"]["took"].as_bool().unwrap();
            assert!(
                taken,
                "the space's resource was taken: {before} → {}",
                after["view"]["players"][0]["inventory"]
            );
        }
        screenshot(&c, &format!("red-cathedral-{name}")).await;
        let page = text(&c, "body").await;
        assert_eq!(shows_an_id(&page, &term_ids(&s, &id).await), None, "{page}");
        assert!(
            fits_the_width(&c).await,
            "the page is wider than a {width} px screen"
        );
        // The turn ends from the list; the bot answers and the turn comes back.
        let seq = s.state(&id, None).await["seq"].as_u64().unwrap();
        click_action(&c, "End your turn").await;
        until_past(&s, &id, seq).await;
        c.close().await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn an_architects_game_is_played_by_clicking_its_cards_and_locations_on_a_phone_and_a_desktop()
{
    let s = start("browser-awk-board").await;
    let (id, seats) = s
        .create(
            "architects-of-the-west-kingdom",
            json!([{"name": "Ann"}, {"bot": "random"}]),
            json!({}),
        )
        .await;
    let token = seats[0]["token"].as_str().unwrap();
    let d = driver();
    let c = browser(&d, 390, 844).await;
    c.goto(&s.url(seats[0]["link"].as_str().unwrap()))
        .await
        .unwrap();
    // The draft: a card of the packet kept by clicking it, until the game's turns begin.
    for _ in 0..3 {
        let stage = until_my_turn(&s, &id, token).await["view"]["stage"]["step"].clone();
        if stage != "draft" {
            break;
        }
        move_on_the_board(&c, &s, &id, ".seat-area.me .card.target").await;
    }
    screenshot(&c, "architects-phone").await;
    assert!(fits_the_width(&c).await, "the page is wider than a phone");
    // Turns: a worker placed by clicking a location of the board.
    for turn in 0..3 {
        let view = until_my_turn(&s, &id, token).await;
        let stage = view["view"]["stage"]["step"].as_str().unwrap().to_string();
        let placed: u64 = view["view"]["players"][0]["placed"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_u64().unwrap())
            .sum();
        if stage != "turn" {
            // A location's follow-up (trades, captures): the list's first choice.
            play_by_clicking(&c, &s, &id, 1).await;
            continue;
        }
        move_on_the_board(&c, &s, &id, "svg .piece.target[data-keys*='place:'] rect").await;
        let after = s.state(&id, Some(token)).await["view"]["players"][0].clone();
        let now: u64 = after["placed"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_u64().unwrap())
            .sum();
        assert!(
            now > placed || after != view["view"]["players"][0],
            "turn {turn}: the clicked location took Ann's worker"
        );
    }
    let page = text(&c, "body").await;
    assert_eq!(shows_an_id(&page, &term_ids(&s, &id).await), None, "{page}");
    c.close().await.unwrap();
    let c = browser(&d, 1280, 1000).await;
    c.goto(&s.url(seats[0]["link"].as_str().unwrap()))
        .await
        .unwrap();
    assert!(text(&c, "#board").await.contains("Quarry"));
    screenshot(&c, "architects-desktop").await;
    c.close().await.unwrap();
}

/// The page's whole text, the drawn board's included.
async fn page_text(c: &Client) -> String {
    c.execute("return document.body.textContent;", vec![])
        .await
        .unwrap()
        .as_str()
        .unwrap()
        .to_string()
}

/// A game of `game` in Czech in the browser, Ann at seat 0 against a random bot: once it is
/// her turn, her choices are the server's Czech choices, the log shows a line worded in
/// Czech, and the board names a thing by its Czech name; screenshots at desktop and phone
/// size.
async fn czech_game(game: &str, short: &str) {
    let s = start(&format!("browser-cs-{short}")).await;
    let (id, seats) = s
        .create(game, json!([{"name": "Ann"}, {"bot": "random"}]), json!({}))
        .await;
    let token = seats[0]["token"].as_str().unwrap();
    let link = seats[0]["link"].as_str().unwrap();
    let d = driver();
    for (size, (w, h)) in [("desktop", (1280, 1000)), ("phone", (390, 844))] {
        let c = browser(&d, w, h).await;
        c.goto(&s.url("/")).await.unwrap();
        c.execute("localStorage.setItem('lang', 'cs');", vec![])
            .await
            .unwrap();
        c.refresh().await.unwrap();
        until_text(&c, "#main", "Nová hra").await;
        // The lobby says what the game's options do and names their values in the game's own
        // Czech words, as the server sends them.
        c.find(Locator::Css("#game"))
            .await
            .unwrap()
            .select_by_value(game)
            .await
            .unwrap();
        let shown = c
            .execute(
                "return document.querySelector('#options').textContent",
                vec![],
            )
            .await
            .unwrap();
        let shown = shown.as_str().unwrap();
        let catalog = s.get("/api/catalog?lang=cs").await.body;
        let options = &catalog["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == game)
            .unwrap()["options"];
        for o in options.as_array().unwrap() {
            if o["values"].as_array().unwrap().is_empty() {
                continue; // a free-text option is not offered
            }
            // The page begins the description with a capital letter.
            let said: String = o["description"].as_str().unwrap().chars().skip(1).collect();
            assert!(shown.contains(&said), "{size}: {said:?} not in {shown:?}");
            for word in o["words"].as_object().unwrap().values() {
                assert!(shown.contains(word.as_str().unwrap()), "{size}: {word}");
            }
        }
        screenshot(&c, &format!("cs-lobby-{short}-{size}")).await;
        c.goto(&s.url(link)).await.unwrap();
        until_my_turn(&s, &id, token).await;
        assert_eq!(text(&c, ".your-turn").await, "Jste na tahu");
        // Her choices, as the server words them in Czech.
        let cs = s.state_in(&id, Some(token), "cs").await;
        let first = cs["actions"][0]["text"].as_str().unwrap().to_string();
        let shown = text(&c, "button.action").await;
        assert!(
            shown.contains(&first),
            "{size}: the first choice is {shown:?}, the server's Czech is {first:?}"
        );
        // A log line in Czech: the latest that differs from its English (Architects' events
        // still carry the game's English sentences: its latest line as the server words it).
        let en = s.state(&id, Some(token)).await;
        let czech_line = cs["log"]
            .as_array()
            .unwrap()
            .iter()
            .zip(en["log"].as_array().unwrap())
            .rev()
            .find(|(c, e)| c["text"] != e["text"] || game == "architects-of-the-west-kingdom")
            .map(|(c, _)| c["text"].as_str().unwrap().to_string())
            .expect("a log line in Czech");
        let english_line = en["log"]
            .as_array()
            .unwrap()
            .iter()
            .rev()
            .map(|e| e["text"].as_str().unwrap().to_string())
            .find(|t| {
                !cs["log"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|c| c["text"] == json!(t))
            });
        until_text(&c, "#log", &czech_line).await;
        if let Some(english_line) = english_line {
            assert!(
                !text(&c, "#log").await.contains(&english_line),
                "{size}: an English log line: {english_line}"
            );
        }
        // A thing on the board by its Czech name.
        let cs_terms = s.get(&format!("/api/games/{id}/terms?lang=cs")).await.body;
        let en_terms = s.get(&format!("/api/games/{id}/terms")).await.body;
        let czech_names: Vec<String> = cs_terms["terms"]
            .as_array()
            .unwrap()
            .iter()
            .zip(en_terms["terms"].as_array().unwrap())
            .filter(|(c, e)| c["name"] != e["name"])
            .map(|(c, _)| c["name"].as_str().unwrap().to_string())
            .collect();
        let page = page_text(&c).await;
        if game == "architects-of-the-west-kingdom" {
            // The board's own words are the rulebook's, as the game's files: služebník,
            // počestnost, mince, učedník, radnice.
            let lower = page.to_lowercase();
            for word in lower.split(|c: char| !c.is_alphanumeric()) {
                let other = ["dělník", "ctnost", "cechovn"]
                    .iter()
                    .any(|w| word.starts_with(w))
                    || ["stříbro", "stříbra", "učni", "učně", "učňů"].contains(&word);
                assert!(!other, "{size}: {word:?} on the page: {page}");
            }
        }
        let named = czech_names.iter().find(|n| page.contains(n.as_str()));
        assert!(named.is_some(), "{size}: no Czech term on the page: {page}");
        assert!(
            fits_the_width(&c).await || size == "desktop",
            "{size}: wider than a phone"
        );
        if size == "phone" {
            // The choices are under the board: the turn's badge brings them into view.
            let seen = "const r = document.querySelector('#actions').getBoundingClientRect(); \
                        return r.top >= 0 && r.top < window.innerHeight;";
            click(&c, "button.your-turn").await;
            let mut shown = false;
            for _ in 0..40 {
                shown = c.execute(seen, vec![]).await.unwrap().as_bool().unwrap();
                if shown {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            assert!(shown, "the badge shows the choices");
        }
        screenshot(&c, &format!("cs-{short}-{size}")).await;
        // Later in the game, for a person to look at.
        for _ in 0..8 {
            let now = until_my_turn(&s, &id, token).await;
            if c.wait()
                .at_most(WAIT)
                .for_element(Locator::Css(".your-turn"))
                .await
                .is_err()
            {
                screenshot(&c, &format!("cs-{short}-stuck")).await;
                let page = page_text(&c).await;
                panic!(
                    "{size}: the server has a choice for Ann at {}, the page none: {page}",
                    now["seq"]
                );
            }
            click(&c, "button.action").await;
            until_past(&s, &id, now["seq"].as_u64().unwrap()).await;
        }
        screenshot(&c, &format!("cs-{short}-later-{size}")).await;
        c.close().await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn castle_in_czech_shows_czech_choices_log_and_terms() {
    czech_game("castle-for-all-seasons", "castle").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn pillars_in_czech_shows_czech_choices_log_and_terms() {
    czech_game("pillars-of-the-earth", "pillars").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn red_cathedral_in_czech_shows_czech_choices_log_and_terms() {
    czech_game("red-cathedral", "red-cathedral").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn architects_in_czech_shows_czech_choices_log_and_terms() {
    czech_game("architects-of-the-west-kingdom", "architects").await;
}

/// Switching the language mid-game fetches the game's texts again: the turn, the log and the
/// board's names change to Czech without a reload, and back to English.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn switching_the_language_mid_game_fetches_the_games_texts_again() {
    let s = start("browser-switch").await;
    let (id, seats) = s
        .create(
            "pillars-of-the-earth",
            json!([{"name": "Ann"}, {"bot": "random"}]),
            json!({}),
        )
        .await;
    let token = seats[0]["token"].as_str().unwrap();
    let d = driver();
    let c = browser(&d, 1280, 1000).await;
    c.goto(&s.url("/")).await.unwrap();
    c.execute("localStorage.setItem('lang', 'en');", vec![])
        .await
        .unwrap();
    c.goto(&s.url(seats[0]["link"].as_str().unwrap()))
        .await
        .unwrap();
    until_my_turn(&s, &id, token).await;
    assert_eq!(text(&c, ".your-turn").await, "Your turn");
    assert!(text(&c, "#board").await.contains("Priory"));
    let select = c.find(Locator::Css("#lang")).await.unwrap();
    select.select_by_value("cs").await.unwrap();
    until_text(&c, ".your-turn", "Jste na tahu").await;
    until_text(&c, "#board", "Převorství").await;
    let cs = s.state_in(&id, Some(token), "cs").await;
    let last = cs["log"].as_array().unwrap().last().unwrap()["text"]
        .as_str()
        .unwrap()
        .to_string();
    until_text(&c, "#log", &last).await;
    c.find(Locator::Css("#lang"))
        .await
        .unwrap()
        .select_by_value("en")
        .await
        .unwrap();
    until_text(&c, ".your-turn", "Your turn").await;
    until_text(&c, "#board", "Priory").await;
    c.close().await.unwrap();
}

/// A finished game in Czech: the final scores with where the points came from, and the
/// replay's log lines as the server words them in Czech.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn a_finished_game_in_czech_shows_its_scores_breakdown_and_replay_in_czech() {
    let s = start("browser-cs-over").await;
    let (id, _) = s
        .create(
            "castle-for-all-seasons",
            json!([{"bot": "random"}, {"bot": "random"}]),
            json!({}),
        )
        .await;
    s.until_over(&id).await;
    let d = driver();
    for (size, (w, h)) in [("desktop", (1280, 1000)), ("phone", (390, 844))] {
        let c = browser(&d, w, h).await;
        c.goto(&s.url("/")).await.unwrap();
        c.execute("localStorage.setItem('lang', 'cs');", vec![])
            .await
            .unwrap();
        c.goto(&s.url(&format!("/g/{id}"))).await.unwrap();
        until_text(&c, ".final h2", "Konečné pořadí").await;
        assert!(text(&c, "#scores").await.contains("1."));
        let breakdowns = c.find_all(Locator::Css("#scores details")).await.unwrap();
        assert_eq!(
            breakdowns.len(),
            2,
            "{size}: where each seat's points came from"
        );
        click(&c, "#replay-open").await;
        click(&c, "#rp-fwd").await;
        until_text(&c, "#rp-step", "1").await;
        let step = s
            .get(&format!("/api/games/{id}/replay?at=1&lang=cs"))
            .await
            .body;
        let last = step["log"].as_array().unwrap().last().unwrap()["text"]
            .as_str()
            .unwrap()
            .to_string();
        until_text(&c, "#rp-last", &last).await;
        screenshot(&c, &format!("cs-castle-over-{size}")).await;
        c.close().await.unwrap();
    }
}

/// Hot-seat in Czech: the pass-the-device screen names the next seat by its Czech colour.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromium-driver: run by scripts/test"]
async fn hot_seat_in_czech_hands_the_device_to_the_seat_by_its_czech_colour() {
    let s = start("browser-cs-hot").await;
    let (id, seats) = s
        .create("castle-for-all-seasons", json!([{}, {}]), json!({}))
        .await;
    let tokens: Vec<&str> = seats.iter().map(|s| s["token"].as_str().unwrap()).collect();
    let d = driver();
    let c = browser(&d, 1000, 900).await;
    c.goto(&s.url("/")).await.unwrap();
    c.execute("localStorage.setItem('lang', 'cs');", vec![])
        .await
        .unwrap();
    c.goto(&s.url(&format!("/g/{id}#hot={}", tokens.join(","))))
        .await
        .unwrap();
    let heading = text(&c, "#pass h2").await;
    assert!(
        heading.starts_with("Předejte zařízení hráči ")
            && (heading.ends_with("Červený") || heading.ends_with("Modrý")),
        "{heading}"
    );
    assert!(text(&c, "#ready").await.starts_with("Jsem "));
    c.close().await.unwrap();
}
