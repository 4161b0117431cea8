//! The browser UI: plain HTML, CSS and JavaScript from `web/`, embedded in the binary.

use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;

use crate::Server;

/// Each asset: its path, its media type, its text.
const ASSETS: &[(&str, &str, &str)] = &[
    (
        "/app.js",
        "text/javascript; charset=utf-8",
        include_str!("../../../web/app.js"),
    ),
    (
        "/boards.js",
        "text/javascript; charset=utf-8",
        include_str!("../../../web/boards.js"),
    ),
    (
        "/i18n.js",
        "text/javascript; charset=utf-8",
        include_str!("../../../web/i18n.js"),
    ),
    (
        "/style.css",
        "text/css; charset=utf-8",
        include_str!("../../../web/style.css"),
    ),
];

const INDEX: &str = include_str!("../../../web/index.html");

async fn index() -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        INDEX,
    )
}

pub fn routes() -> Router<std::sync::Arc<Server>> {
    let mut router = Router::new()
        .route("/", get(index))
        .route("/g/{id}", get(index));
    for &(path, media, text) in ASSETS {
        router = router.route(
            path,
            get(move || async move {
                (
                    [
                        (header::CONTENT_TYPE, media),
                        (header::CACHE_CONTROL, "no-cache"),
                    ],
                    text,
                )
            }),
        );
    }
    router
}
