//! The SUPER-POSE table's words in English and French, and the sentences built from
//! the rules' reports (the log, why a place is refused, who won and by which rule).

use tabula_rules::super_pose::{Animal, Decider, IllegalAction, Icon, PlayError, TurnReport, ZoneEvent, ZoneScore, Action};

use crate::i18n::{fill, Lang};

/// Every SUPER-POSE string, one struct per language so a gap is a compile error.
pub struct Sp {
    pub animals: [&'static str; 6],
    pub colours: [&'static str; 6],
    pub flower: &'static str,
    pub chameleon: &'static str,
    pub black: &'static str,
    pub played: &'static str,
    pub set_aside: &'static str,
    pub zone_created_sp: &'static str,
    pub zone_created: &'static str,
    pub zone_grown: &'static str,
    pub zone_linked: &'static str,
    pub and: &'static str,
    pub zone_reduced: &'static str,
    pub zone_reshaped: &'static str,
    pub no_zone: &'static str,
    pub bonus: &'static str,
    pub turn_total: &'static str,
    pub why_flower: &'static str,
    pub why_bare: &'static str,
    pub why_match: &'static str,
    pub why_side: &'static str,
    pub why_chameleon: &'static str,
    pub why_other: &'static str,
    pub legal_here: &'static str,
    pub legal_points: &'static str,
    pub pick_card: &'static str,
    pub place_hint: &'static str,
    pub stuck: &'static str,
    pub turn_card: &'static str,
    pub set_aside_btn: &'static str,
    pub card_n: &'static str,
    pub play_here: &'static str,
    pub next_spot: &'static str,
    pub zoom_in: &'static str,
    pub zoom_out: &'static str,
    pub fit: &'static str,
    pub board_label: &'static str,
    pub assist: &'static str,
    pub cham_title: &'static str,
    pub cham_explain: &'static str,
    pub cham_option: &'static str,
    pub best: &'static str,
    pub on_card: &'static str,
    pub on_table: &'static str,
    pub jokers: &'static str,
    pub cancel: &'static str,
    pub score_track: &'static str,
    pub seat_line: &'static str,
    pub team_n: &'static str,
    pub decided: [&'static str; 4],
    pub zones_held: &'static str,
    pub best_scores: &'static str,
    pub no_best: &'static str,
    pub flowers: &'static str,
    pub flowers_help: &'static str,
    pub nine: &'static str,
    pub nine_help: &'static str,
    pub advanced: &'static str,
    pub advanced_help: &'static str,
    pub teams: &'static str,
    pub teams_help: &'static str,
    pub race: &'static str,
    pub race_help: &'static str,
    pub layout: &'static str,
    pub layouts_plain: [&'static str; 3],
    pub layouts_flowers: [&'static str; 2],
    pub free_layout: &'static str,
    pub free_hint: &'static str,
    pub free_card: &'static str,
    pub free_ok: &'static str,
    pub free_hides: &'static str,
    pub free_apart: &'static str,
    pub free_zone: &'static str,
    pub free_far: &'static str,
    pub free_done: &'static str,
    pub free_keys: &'static str,
    pub other_side: &'static str,
    pub lay_card: &'static str,
    pub take_back: &'static str,
    pub strict: &'static str,
    pub strict_help: &'static str,
    pub assist_help: &'static str,
    pub solo_note: &'static str,
    pub first_game: &'static str,
    pub rules: &'static [&'static str],
    pub readings: &'static [&'static str],
}

/// English.
pub static EN: Sp = Sp {
    animals: ["Cat", "Butterfly", "Elephant", "Fish", "Rabbit", "Bird"],
    colours: ["yellow", "red", "green", "blue", "orange", "purple"],
    flower: "flower",
    chameleon: "chameleon",
    black: "black square",
    played: "{} laid a card calling {}.",
    set_aside: "{} could lay no card and set one aside.",
    zone_created_sp: "{} zone created ({} icons): SUPER-POSE +{}",
    zone_created: "{} zone created ({} icons): +{}",
    zone_grown: "{} zone grown from {} to {} icons: +{}",
    zone_linked: "{} zones of {} icons linked into {}: +{}",
    and: " and ",
    zone_reduced: "{} zone reduced from {} to {} icons: no points",
    zone_reshaped: "{} zone reshaped ({} icons): no points",
    no_zone: "no zone changed",
    bonus: "advanced rule card: +{}",
    turn_total: "turn: +{}",
    why_flower: "Not here: a flower is never covered.",
    why_bare: "Not here: part of the card must lie on the bare table.",
    why_match: "Not here: the card must cover at least one identical icon.",
    why_side: "That card has no such side.",
    why_chameleon: "A chameleon cannot take that shape.",
    why_other: "Not a legal play.",
    legal_here: "Legal here, calling {}.",
    legal_points: "Legal here, calling {}: {}.",
    pick_card: "Choose a card from your hand, then a place on the board.",
    place_hint: "Point at the board or use the arrow keys; R turns the card, N finds the next legal place, Enter plays.",
    stuck: "None of your cards can be laid anywhere: choose one to set aside.",
    turn_card: "Turn",
    set_aside_btn: "Set aside",
    card_n: "Card {}",
    play_here: "Play here",
    next_spot: "Next legal place",
    zoom_in: "Zoom in",
    zoom_out: "Zoom out",
    fit: "Fit",
    board_label: "Board. Arrow keys move the card, Shift+arrows pan, + and − zoom, 0 fits.",
    assist: "Assist: show points",
    cham_title: "Chameleons",
    cham_explain: "Choose the shapes the chameleons take this turn. The best choice comes first.",
    cham_option: "{}: {}",
    best: "best",
    on_card: "on your card",
    on_table: "on the table",
    jokers: "chameleons stay jokers",
    cancel: "Cancel",
    score_track: "Score track",
    seat_line: "hand {} · deck {}",
    team_n: "Team {}",
    decided: [
        "Decided by points.",
        "Tied on points: decided by the largest zone.",
        "Tied on points and largest zone: decided by the most zones.",
        "Tied on points, largest zone and number of zones: the win is shared.",
    ],
    zones_held: "largest zone {} · zones {}",
    best_scores: "Best solo scores",
    no_best: "No solo game finished yet.",
    flowers: "Flower starting cards",
    flowers_help: "All 5 starting cards; flowers are never covered.",
    nine: "9-card decks with chameleons",
    nine_help: "The 4 circle cards join each deck; chameleons take a shape during your turn.",
    advanced: "Advanced rule card",
    advanced_help: "+1 point when your own zones reach 3, and again at 5.",
    teams: "Teams of 2",
    teams_help: "4 or 6 players; partners sit alternately and pool their points.",
    race: "Race to",
    race_help: "With teams: the first team to reach this score wins at once. Leave empty to play every card.",
    layout: "Starting layout",
    layouts_plain: ["Stairs", "Wide", "Centre"],
    layouts_flowers: ["Long", "Wide"],
    free_layout: "Build your own",
    free_hint: "Lay the starting cards one by one: click a place (or use the arrow keys), turn the card (R), try its other side (F), then lay it (Enter).",
    free_card: "Starting card {} of {}",
    free_ok: "fits here.",
    free_hides: "not here: starting cards overlap on black squares only.",
    free_apart: "not here: it must overlap a card already laid.",
    free_zone: "not here: the starting layout must not make a zone.",
    free_far: "too far from the middle.",
    free_done: "Layout complete.",
    free_keys: "Starting layout. Arrow keys move the card, R turns it, F turns it over, Enter lays it, Backspace takes the last one back.",
    other_side: "Other side",
    lay_card: "Lay it here",
    take_back: "Take back",
    strict: "Card in play",
    strict_help: "As the rules say: a card laid cannot be taken back (no Undo).",
    assist_help: "Show the points a place would score before you play it.",
    solo_note: "One player: a score chase, with a table of best scores.",
    first_game: "First game: 3 plain starting cards, 5-card decks, no chameleons.",
    rules: &[
        "Each player has a pack of one animal: 3 cards in hand to start, and a draw deck (5 cards, or 9 with the chameleon variant). The first player lays the starting cards.",
        "On your turn lay one card from your hand, turned any way, so that at least one of its icons covers an identical icon (call it out), and at least part of it lies on the bare table. Never cover a flower.",
        "A zone is 4 or more identical icons joined side to side, from at least 2 cards. Zones on the table at the start of your turn exist.",
        "Score each zone your card touched: a new zone of exactly 4 icons is a SUPER-POSE, 4 points; a new zone of 5 or more, 3 points; an existing zone grown by 1, 2 or 3 or more icons, 1, 2 or 3 points; two or more zones linked, 4 points; reduced or reshaped, nothing.",
        "Draw back to 3 cards while your deck lasts. The game ends when every card is played: most points wins, then the largest zone, then the most zones.",
        "Chameleons (9-card decks): during your turn a chameleon your card covers, or that covers an icon, takes that icon; a chameleon next to your card, or on your card next to an icon, may take that icon's shape. At the end of your turn it is a joker again.",
        "Advanced rule card: +1 point when the zones you own reach 3, and again at 5. Teams of 2 (4 or 6 players) pool their points.",
    ],
    readings: &[
        "Card faces and ready starting layouts are ours: the rules never print them.",
        "The player who lays the starting cards also plays first.",
        "A player who can lay none of their cards sets one aside, face up and unscored, so the game still ends.",
        "A zone belongs to whoever created it or last linked it; the tie-breaks compare the zones each player (or team) owns at the end.",
        "The called-out animal is chosen for you: any animal the card covers alike gives the same points.",
        "Teams: partners sit alternately. The race variant ends the game as soon as a team reaches the chosen score (35, the end of the score track, is offered).",
        "Solo: the same game for one player, chasing a best score.",
    ],
};

/// French.
pub static FR: Sp = Sp {
    animals: ["Chat", "Papillon", "Éléphant", "Poisson", "Lapin", "Oiseau"],
    colours: ["jaune", "rouge", "vert", "bleu", "orange", "violet"],
    flower: "fleur",
    chameleon: "caméléon",
    black: "case noire",
    played: "{} pose une carte en annonçant {}.",
    set_aside: "{} ne peut poser aucune carte et en met une de côté.",
    zone_created_sp: "Zone {} créée ({} icônes) : SUPER-POSE +{}",
    zone_created: "Zone {} créée ({} icônes) : +{}",
    zone_grown: "Zone {} agrandie de {} à {} icônes : +{}",
    zone_linked: "Zones {} de {} icônes reliées en {} : +{}",
    and: " et ",
    zone_reduced: "Zone {} réduite de {} à {} icônes : aucun point",
    zone_reshaped: "Zone {} remodelée ({} icônes) : aucun point",
    no_zone: "aucune zone changée",
    bonus: "carte règle avancée : +{}",
    turn_total: "tour : +{}",
    why_flower: "Pas ici : on ne recouvre jamais une fleur.",
    why_bare: "Pas ici : une partie de la carte doit toucher la table.",
    why_match: "Pas ici : la carte doit recouvrir au moins une icône identique.",
    why_side: "Cette carte n'a pas cette face.",
    why_chameleon: "Un caméléon ne peut pas prendre cette forme.",
    why_other: "Coup interdit.",
    legal_here: "Possible ici, en annonçant {}.",
    legal_points: "Possible ici, en annonçant {} : {}.",
    pick_card: "Choisissez une carte de votre main, puis un endroit du plateau.",
    place_hint: "Pointez le plateau ou utilisez les flèches ; R tourne la carte, N trouve la place possible suivante, Entrée joue.",
    stuck: "Aucune de vos cartes ne peut être posée : choisissez-en une à mettre de côté.",
    turn_card: "Tourner",
    set_aside_btn: "Mettre de côté",
    card_n: "Carte {}",
    play_here: "Jouer ici",
    next_spot: "Place possible suivante",
    zoom_in: "Zoomer",
    zoom_out: "Dézoomer",
    fit: "Tout voir",
    board_label: "Plateau. Les flèches déplacent la carte, Maj+flèches déplacent la vue, + et − zooment, 0 montre tout.",
    assist: "Aide : montrer les points",
    cham_title: "Caméléons",
    cham_explain: "Choisissez les formes que prennent les caméléons ce tour-ci. Le meilleur choix est en premier.",
    cham_option: "{} : {}",
    best: "meilleur",
    on_card: "sur votre carte",
    on_table: "sur la table",
    jokers: "les caméléons restent jokers",
    cancel: "Annuler",
    score_track: "Piste de score",
    seat_line: "main {} · pioche {}",
    team_n: "Équipe {}",
    decided: [
        "Départagé aux points.",
        "Égalité aux points : départagé par la plus grande zone.",
        "Égalité aux points et à la plus grande zone : départagé par le nombre de zones.",
        "Égalité aux points, à la plus grande zone et au nombre de zones : victoire partagée.",
    ],
    zones_held: "plus grande zone {} · zones {}",
    best_scores: "Meilleurs scores en solo",
    no_best: "Aucune partie solo terminée.",
    flowers: "Cartes de départ fleurs",
    flowers_help: "Les 5 cartes de départ ; on ne recouvre jamais une fleur.",
    nine: "Pioches de 9 cartes avec caméléons",
    nine_help: "Les 4 cartes rond rejoignent chaque pioche ; les caméléons prennent une forme pendant votre tour.",
    advanced: "Carte règle avancée",
    advanced_help: "+1 point quand vos propres zones atteignent 3, puis 5.",
    teams: "Équipes de 2",
    teams_help: "4 ou 6 joueurs ; les partenaires alternent autour de la table et mettent leurs points en commun.",
    race: "Course à",
    race_help: "En équipes : la première équipe à atteindre ce score gagne aussitôt. Laisser vide pour jouer toutes les cartes.",
    layout: "Disposition de départ",
    layouts_plain: ["Escalier", "Large", "Centre"],
    layouts_flowers: ["Longue", "Large"],
    free_layout: "À vous de la construire",
    free_hint: "Posez les cartes de départ une à une : cliquez un endroit (ou utilisez les flèches), tournez la carte (R), essayez son autre face (F), puis posez-la (Entrée).",
    free_card: "Carte de départ {} sur {}",
    free_ok: "elle va ici.",
    free_hides: "pas ici : les cartes de départ ne se chevauchent que sur les cases noires.",
    free_apart: "pas ici : elle doit chevaucher une carte déjà posée.",
    free_zone: "pas ici : la disposition de départ ne doit pas former de zone.",
    free_far: "trop loin du centre.",
    free_done: "Disposition complète.",
    free_keys: "Disposition de départ. Les flèches déplacent la carte, R la tourne, F la retourne, Entrée la pose, Retour arrière reprend la dernière.",
    other_side: "Autre face",
    lay_card: "La poser ici",
    take_back: "Reprendre",
    strict: "Carte en jeu",
    strict_help: "Comme dit la règle : une carte posée ne se reprend pas (pas d'annulation).",
    assist_help: "Montrer les points que rapporterait une place avant de jouer.",
    solo_note: "Un joueur : course au score, avec un tableau des meilleurs scores.",
    first_game: "Première partie : 3 cartes de départ simples, pioches de 5 cartes, sans caméléons.",
    rules: &[
        "Chaque joueur a le paquet d'un animal : 3 cartes en main au départ et une pioche (5 cartes, ou 9 avec la variante caméléons). Le premier joueur pose les cartes de départ.",
        "À votre tour, posez une carte de votre main, tournée comme vous voulez, de sorte qu'au moins une de ses icônes recouvre une icône identique (annoncez-la) et qu'une partie au moins touche la table. Ne recouvrez jamais une fleur.",
        "Une zone est un groupe d'au moins 4 icônes identiques qui se touchent par un côté, venant d'au moins 2 cartes. Les zones présentes au début de votre tour existent.",
        "Chaque zone touchée par votre carte rapporte : une zone créée d'exactement 4 icônes est un SUPER-POSE, 4 points ; une zone créée de 5 ou plus, 3 points ; une zone agrandie de 1, 2 ou 3 icônes et plus, 1, 2 ou 3 points ; deux zones ou plus reliées, 4 points ; réduite ou remodelée, rien.",
        "Complétez votre main à 3 cartes tant que votre pioche dure. La partie s'arrête quand toutes les cartes sont jouées : le plus de points gagne, puis la plus grande zone, puis le plus de zones.",
        "Caméléons (pioches de 9) : pendant votre tour, un caméléon que votre carte recouvre, ou qui recouvre une icône, prend cette icône ; un caméléon voisin de votre carte, ou de votre carte voisin d'une icône, peut en prendre la forme. À la fin de votre tour il redevient joker.",
        "Carte règle avancée : +1 point quand vos zones atteignent 3, puis 5. Les équipes de 2 (4 ou 6 joueurs) mettent leurs points en commun.",
    ],
    readings: &[
        "Les faces des cartes et les dispositions de départ sont les nôtres : la règle ne les imprime pas.",
        "Le joueur qui pose les cartes de départ joue aussi en premier.",
        "Un joueur qui ne peut poser aucune carte en met une de côté, face visible, sans points, pour que la partie se termine.",
        "Une zone appartient à qui l'a créée ou reliée en dernier ; les départages comparent les zones de chaque joueur (ou équipe) à la fin.",
        "L'animal annoncé est choisi pour vous : tous ceux que la carte recouvre à l'identique rapportent les mêmes points.",
        "Équipes : les partenaires alternent autour de la table. La variante course arrête la partie dès qu'une équipe atteint le score choisi (35, la fin de la piste, est proposé).",
        "Solo : la même partie pour un joueur, à la recherche du meilleur score.",
    ],
};

/// The strings of a language.
pub fn sp(lang: Lang) -> &'static Sp {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
    }
}

/// An animal's name.
pub fn animal(w: &Sp, a: Animal) -> &'static str {
    w.animals[a.index()]
}

/// A cell's icon in words: "Rabbit (orange)", "flower".
pub fn icon(w: &Sp, i: Icon) -> String {
    match i {
        Icon::Animal(a) => format!("{} ({})", animal(w, a), w.colours[a.index()]),
        Icon::Flower => w.flower.into(),
        Icon::Chameleon => w.chameleon.into(),
        Icon::Black => w.black.into(),
    }
}

/// One zone's line of a turn report.
pub fn zone(w: &Sp, z: &ZoneScore) -> String {
    let (a, n, p) = (animal(w, z.animal), z.size.to_string(), z.points.to_string());
    match (z.event, z.before.as_slice()) {
        (ZoneEvent::Created, _) if z.super_pose() => fill(w.zone_created_sp, &[a, &n, &p]),
        (ZoneEvent::Created, _) => fill(w.zone_created, &[a, &n, &p]),
        (ZoneEvent::Grown, [old]) => fill(w.zone_grown, &[a, &old.to_string(), &n, &p]),
        (ZoneEvent::Linked, old) => {
            let sizes: Vec<String> = old.iter().map(|s| s.to_string()).collect();
            fill(w.zone_linked, &[a, &sizes.join(w.and), &n, &p])
        }
        (_, [old]) if *old > z.size => fill(w.zone_reduced, &[a, &old.to_string(), &n]),
        _ => fill(w.zone_reshaped, &[a, &n]),
    }
}

/// A turn in words for the log: who did what, each zone, the total.
pub fn turn(w: &Sp, name: &str, r: &TurnReport) -> String {
    let head = match &r.action {
        Action::Play { call, .. } => fill(w.played, &[name, animal(w, *call)]),
        Action::SetAside { .. } => fill(w.set_aside, &[name]),
    };
    let mut parts: Vec<String> = r.zones.iter().map(|z| zone(w, z)).collect();
    if parts.is_empty() && matches!(r.action, Action::Play { .. }) {
        parts.push(w.no_zone.into());
    }
    if r.bonus > 0 {
        parts.push(fill(w.bonus, &[&r.bonus.to_string()]));
    }
    parts.push(fill(w.turn_total, &[&r.points.to_string()]));
    format!("{head} {}", parts.join(" · "))
}

/// Why a placement is refused.
pub fn why(w: &Sp, e: &IllegalAction) -> &'static str {
    match e {
        IllegalAction::Play(PlayError::CoversFlower) => w.why_flower,
        IllegalAction::Play(PlayError::NoBareCell) => w.why_bare,
        IllegalAction::Play(PlayError::NoMatch(_)) => w.why_match,
        IllegalAction::Play(PlayError::NoSuchSide) => w.why_side,
        IllegalAction::ChameleonShape => w.why_chameleon,
        _ => w.why_other,
    }
}

/// The rule that decided the winner.
pub fn decided(w: &Sp, d: Decider) -> &'static str {
    w.decided[match d {
        Decider::Points => 0,
        Decider::LargestZone => 1,
        Decider::MostZones => 2,
        Decider::Shared => 3,
    }]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zone_lines_match_the_rules_wording() {
        let z = ZoneScore { animal: Animal::Rabbit, event: ZoneEvent::Created, size: 4, before: vec![], points: 4 };
        assert_eq!(zone(&EN, &z), "Rabbit zone created (4 icons): SUPER-POSE +4");
        assert_eq!(zone(&FR, &z), "Zone Lapin créée (4 icônes) : SUPER-POSE +4");
        let l = ZoneScore { animal: Animal::Fish, event: ZoneEvent::Linked, size: 12, before: vec![4, 5], points: 4 };
        assert_eq!(zone(&EN, &l), "Fish zones of 4 and 5 icons linked into 12: +4");
        let r = ZoneScore { animal: Animal::Cat, event: ZoneEvent::Reshaped, size: 4, before: vec![5], points: 0 };
        assert_eq!(zone(&EN, &r), "Cat zone reduced from 5 to 4 icons: no points");
    }

    #[test]
    fn no_placeholder_is_left_unfilled() {
        for w in [&EN, &FR] {
            let z = ZoneScore { animal: Animal::Bird, event: ZoneEvent::Grown, size: 7, before: vec![5], points: 2 };
            assert!(!zone(w, &z).contains("{}"));
            for d in [Decider::Points, Decider::LargestZone, Decider::MostZones, Decider::Shared] {
                assert!(!decided(w, d).is_empty());
            }
        }
    }
}
