//! Each game's rules in short and the house readings (where the rulebook is silent;
//! `docs/RULES.md` gives each its reason), in English and French: what the app's
//! rules page shows. The page asks its worker for them, so its first load carries
//! none of these texts.

use crate::registry::Text;
use crate::GameId;

/// A game's rules in short, then its house readings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The rules in short, a paragraph each.
    pub rules: &'static [Text],
    /// The house readings.
    pub readings: &'static [Text],
}

/// The summary of `game`.
pub fn summary(game: GameId) -> &'static Summary {
    match game {
        GameId::SuperPose => &SUPER_POSE,
        GameId::ShapeUp => &SHAPE_UP,
        GameId::Combo4x4 => &COMBO4X4,
        GameId::Pow => &POW,
    }
}

const SHAPE_UP: Summary = Summary {
    rules: &[
        Text {
            en: "Setup: one card is dealt out of play unseen; each player gets a secret victory card; the rest is the deck.",
            fr: "Mise en place : une carte est mise de côté sans la regarder ; chaque joueur reçoit une carte victoire secrète ; le reste forme la pioche.",
        },
        Text {
            en: "On your turn draw the top card and play it next to a card already in play (not only corner to corner). You may also move one card of the layout, before or after playing. A moved card must end next to another card.",
            fr: "À votre tour, piochez la carte du dessus et posez-la à côté d'une carte déjà en jeu (pas seulement par un coin). Vous pouvez aussi déplacer une carte de la grille, avant ou après la pose. Une carte déplacée doit finir à côté d'une autre carte.",
        },
        Text {
            en: "The layout must always fit in a grid 5 cards long and 3 wide (or 3 long and 5 wide).",
            fr: "Les cartes doivent toujours tenir dans une grille de 5 cartes de long sur 3 de large (ou 3 sur 5).",
        },
        Text {
            en: "When the last card is played, reveal victory cards. Every horizontal or vertical line of cards side by side that share your card's shape, fill or colour scores: shape 2/3/4/5 = 1/2/3/4, fill 3/4/5 = 3/4/5, colour 3/4/5 = 4/5/6. An empty cell or a different card ends a line.",
            fr: "Quand la dernière carte est posée, révélez les cartes victoire. Chaque ligne horizontale ou verticale de cartes côte à côte partageant la forme, le remplissage ou la couleur de votre carte rapporte : forme 2/3/4/5 = 1/2/3/4, remplissage 3/4/5 = 3/4/5, couleur 3/4/5 = 4/5/6. Une case vide ou une carte différente interrompt la ligne.",
        },
        Text {
            en: "3 players: the deck has 14 cards and one cell of the grid stays empty.",
            fr: "À 3 joueurs : la pioche compte 14 cartes et une case de la grille reste vide.",
        },
        Text {
            en: "Advanced: no victory cards; hands of 3; play one, then draw one. The card left in your hand at the end is your victory card.",
            fr: "Avancé : pas de carte victoire ; main de 3 ; posez-en une puis piochez-en une. La carte qui reste en main à la fin est votre carte victoire.",
        },
        Text {
            en: "Full game: 4 rounds, the start player alternates, scores add up. Ties are shared.",
            fr: "Partie complète : 4 manches, le premier joueur alterne, les scores s'additionnent. Les égalités sont partagées.",
        },
    ],
    readings: &[
        Text {
            en: "The first card of a round is played in the middle; the grid's borders are not fixed.",
            fr: "La première carte d'une manche est posée au centre ; les bords de la grille ne sont pas fixés.",
        },
        Text {
            en: "The card you move is one that was in the layout at the start of your turn.",
            fr: "La carte déplacée est une carte qui était dans la grille au début de votre tour.",
        },
        Text {
            en: "A line scores once, at its full length, never also as shorter lines.",
            fr: "Une ligne compte une seule fois, à sa longueur complète, jamais aussi comme lignes plus courtes.",
        },
        Text {
            en: "In the full game with 3 players the start player passes clockwise each round.",
            fr: "En partie complète à 3 joueurs, le premier joueur passe dans le sens horaire à chaque manche.",
        },
    ],
};

const SUPER_POSE: Summary = Summary {
    rules: &[
        Text {
            en: "Each player has a pack of one animal: 3 cards in hand to start, and a draw deck (5 cards, or 9 with the chameleon variant). The first player lays the starting cards.",
            fr: "Chaque joueur a le paquet d'un animal : 3 cartes en main au départ et une pioche (5 cartes, ou 9 avec la variante caméléons). Le premier joueur pose les cartes de départ.",
        },
        Text {
            en: "On your turn lay one card from your hand, turned any way, so that at least one of its icons covers an identical icon (call it out), and at least part of it lies on the bare table. Never cover a flower.",
            fr: "À votre tour, posez une carte de votre main, tournée comme vous voulez, de sorte qu'au moins une de ses icônes recouvre une icône identique (annoncez-la) et qu'une partie au moins touche la table. Ne recouvrez jamais une fleur.",
        },
        Text {
            en: "A zone is 4 or more identical icons joined side to side, from at least 2 cards. Zones on the table at the start of your turn exist.",
            fr: "Une zone est un groupe d'au moins 4 icônes identiques qui se touchent par un côté, venant d'au moins 2 cartes. Les zones présentes au début de votre tour existent.",
        },
        Text {
            en: "Score each zone your card touched: a new zone of exactly 4 icons is a SUPER-POSE, 4 points; a new zone of 5 or more, 3 points; an existing zone grown by 1, 2 or 3 or more icons, 1, 2 or 3 points; two or more zones linked, 4 points; reduced or reshaped, nothing.",
            fr: "Chaque zone touchée par votre carte rapporte : une zone créée d'exactement 4 icônes est un SUPER-POSE, 4 points ; une zone créée de 5 ou plus, 3 points ; une zone agrandie de 1, 2 ou 3 icônes et plus, 1, 2 ou 3 points ; deux zones ou plus reliées, 4 points ; réduite ou remodelée, rien.",
        },
        Text {
            en: "Draw back to 3 cards while your deck lasts. The game ends when every card is played: most points wins, then the largest zone, then the most zones.",
            fr: "Complétez votre main à 3 cartes tant que votre pioche dure. La partie s'arrête quand toutes les cartes sont jouées : le plus de points gagne, puis la plus grande zone, puis le plus de zones.",
        },
        Text {
            en: "Chameleons (9-card decks): during your turn a chameleon your card covers, or that covers an icon, takes that icon; a chameleon next to your card, or on your card next to an icon, may take that icon's shape. At the end of your turn it is a joker again.",
            fr: "Caméléons (pioches de 9) : pendant votre tour, un caméléon que votre carte recouvre, ou qui recouvre une icône, prend cette icône ; un caméléon voisin de votre carte, ou de votre carte voisin d'une icône, peut en prendre la forme. À la fin de votre tour il redevient joker.",
        },
        Text {
            en: "Advanced rule card: +1 point when the zones you own reach 3, and again at 5. Teams of 2 (4 or 6 players) pool their points.",
            fr: "Carte règle avancée : +1 point quand vos zones atteignent 3, puis 5. Les équipes de 2 (4 ou 6 joueurs) mettent leurs points en commun.",
        },
    ],
    readings: &[
        Text {
            en: "Card faces and ready starting layouts are ours: the rules never print them.",
            fr: "Les faces des cartes et les dispositions de départ sont les nôtres : la règle ne les imprime pas.",
        },
        Text {
            en: "The player who lays the starting cards also plays first.",
            fr: "Le joueur qui pose les cartes de départ joue aussi en premier.",
        },
        Text {
            en: "A player who can lay none of their cards sets one aside, face up and unscored, so the game still ends.",
            fr: "Un joueur qui ne peut poser aucune carte en met une de côté, face visible, sans points, pour que la partie se termine.",
        },
        Text {
            en: "A zone belongs to whoever created it or last linked it; the tie-breaks compare the zones each player (or team) owns at the end.",
            fr: "Une zone appartient à qui l'a créée ou reliée en dernier ; les départages comparent les zones de chaque joueur (ou équipe) à la fin.",
        },
        Text {
            en: "The called-out animal is chosen for you: any animal the card covers alike gives the same points.",
            fr: "L'animal annoncé est choisi pour vous : tous ceux que la carte recouvre à l'identique rapportent les mêmes points.",
        },
        Text {
            en: "Teams: partners sit alternately. The race variant ends the game as soon as a team reaches the chosen score (35, the end of the score track, is offered).",
            fr: "Équipes : les partenaires alternent autour de la table. La variante course arrête la partie dès qu'une équipe atteint le score choisi (35, la fin de la piste, est proposé).",
        },
        Text {
            en: "Solo: the same game for one player, chasing a best score.",
            fr: "Solo : la même partie pour un joueur, à la recherche du meilleur score.",
        },
    ],
};

/// Lines 4 to 15 are the cards in `Card::ALL` order, "Name: what it does" (the
/// app's table names them the same).
const COMBO4X4: Summary = Summary {
    rules: &[
        Text {
            en: "2 players, Red and Black, each with 4 men on a 4×4 board. Red starts in the top left corner, Black in the bottom right; Red moves first.",
            fr: "2 joueurs, Rouge et Noir, chacun avec 4 pions sur un plateau de 4×4. Rouge commence dans le coin en haut à gauche, Noir en bas à droite ; Rouge joue le premier.",
        },
        Text {
            en: "Each player holds 3 cards from a shared deck of 40, face up: both hands are open.",
            fr: "Chacun a 3 cartes d'une pioche commune de 40, face visible : les deux mains sont ouvertes.",
        },
        Text {
            en: "On your turn play one card and move one of your men as it says, then draw back to 3. When the deck runs out, the discards are shuffled into a new one.",
            fr: "À votre tour, jouez une carte et déplacez un de vos pions comme elle l'indique, puis piochez pour revenir à 3. Quand la pioche est vide, la défausse est mélangée pour en faire une nouvelle.",
        },
        Text {
            en: "The cards (all but Trade, Switch and Push move a man to an empty cell):",
            fr: "Les cartes (toutes sauf Échange, Permutation et Poussée mènent un pion sur une case vide) :",
        },
        Text {
            en: "Hop: 1 step along a row or column",
            fr: "Pas : 1 case en ligne ou en colonne",
        },
        Text {
            en: "Skip: 1 step diagonally",
            fr: "Biais : 1 case en diagonale",
        },
        Text {
            en: "Jump: over an adjacent man to the cell behind",
            fr: "Saut : par-dessus un pion voisin, sur la case derrière",
        },
        Text {
            en: "Trade: swap with an adjacent enemy man",
            fr: "Échange : avec un pion ennemi voisin",
        },
        Text {
            en: "Switch: swap with an enemy man not adjacent to it",
            fr: "Permutation : avec un pion ennemi non voisin",
        },
        Text {
            en: "Rook: slide along a row or column, never over a man",
            fr: "Tour : glisse en ligne ou en colonne, sans sauter",
        },
        Text {
            en: "King: 1 step any way",
            fr: "Roi : 1 case dans tous les sens",
        },
        Text {
            en: "Horse: as a chess knight",
            fr: "Cavalier : comme aux échecs",
        },
        Text {
            en: "Bishop: slide diagonally, never over a man",
            fr: "Fou : glisse en diagonale, sans sauter",
        },
        Text {
            en: "Zip: to any empty corner",
            fr: "Zip : vers un coin vide",
        },
        Text {
            en: "Zap: to any empty non-corner cell",
            fr: "Zap : vers une case vide hors des coins",
        },
        Text {
            en: "Push: into an adjacent man, shoving it (or a line of two) one cell on",
            fr: "Poussée : contre un pion voisin, qui avance d'une case (une file de deux aussi)",
        },
        Text {
            en: "A combo is your 4 men on the 4 corners, on a long diagonal, on a full row or column, or on the 4 centre cells.",
            fr: "Un combo : vos 4 pions sur les 4 coins, sur une grande diagonale, sur une ligne ou une colonne entière, ou sur les 4 cases du centre.",
        },
        Text {
            en: "The first player to make two combos of different types wins. A player who cannot move with any card in hand loses at once.",
            fr: "Le premier à réussir deux combos de types différents gagne. Qui ne peut jouer aucune carte de sa main perd aussitôt.",
        },
    ],
    readings: &[
        Text {
            en: "\"Next\" means any of the 8 neighbours for Jump, Trade, Switch and Push, unless a variant says orthogonal only.",
            fr: "« Voisin » veut dire l'un des 8 voisins pour Saut, Échange, Permutation et Poussée, sauf si une variante dit orthogonal seulement.",
        },
        Text {
            en: "Jump goes over a man of either colour; Push shoves men of either colour, never off the board.",
            fr: "Le Saut passe par-dessus un pion de l'une ou l'autre couleur ; la Poussée pousse des pions des deux couleurs, jamais hors du plateau.",
        },
        Text {
            en: "Trade and Switch swap with an enemy man only: swapping two of your own men would change nothing.",
            fr: "Échange et Permutation se font avec un pion ennemi seulement : échanger deux de vos pions ne changerait rien.",
        },
        Text {
            en: "Rows and columns are one type of combo, the two long diagonals another.",
            fr: "Lignes et colonnes sont un seul type de combo, les deux grandes diagonales un autre.",
        },
        Text {
            en: "A combo counts for the player whose own move makes it; the app declares it at once.",
            fr: "Un combo compte pour le joueur dont le coup le forme ; l'application l'annonce aussitôt.",
        },
        Text {
            en: "There is no draw and no turn limit.",
            fr: "Pas de partie nulle ni de limite de tours.",
        },
    ],
};

const POW: Summary = Summary {
    rules: &[
        Text {
            en: "Twelve heroes (blue, +1 to +6) and twelve villains (orange, −1 to −6) lie face up in two rows.",
            fr: "Douze super-héros (bleus, +1 à +6) et douze super-vilains (orange, −1 à −6) forment deux rangées, faces visibles.",
        },
        Text {
            en: "On your turn roll the five dice up to three times. Before each new roll set at least one die aside: it counts in your result. Rolling only one die on the second roll leaves no third.",
            fr: "À votre tour, lancez les cinq dés jusqu'à trois fois. Avant chaque relance, mettez au moins un dé de côté : il compte dans votre résultat. Qui ne relance qu'un dé au deuxième lancer n'a pas de troisième.",
        },
        Text {
            en: "Then take one tile. N shields: the N-th hero from the left. N skulls: the N-th villain from the left.",
            fr: "Prenez ensuite une tuile. N boucliers : le N-ième super-héros en partant de la gauche. N têtes de mort : le N-ième super-vilain.",
        },
        Text {
            en: "Three bubbles of one colour: the top tile of that colour's stack (blue: heroes, orange: villains) of an opponent of your choice. Four or five: any tile of that stack, named by its place from the top.",
            fr: "Trois bulles d'une couleur : la tuile du dessus de la pile de cette couleur (bleue : super-héros, orange : super-vilains) d'un adversaire au choix. Quatre ou cinq : n'importe quelle tuile de cette pile, désignée par sa place en partant du haut.",
        },
        Text {
            en: "If the dice allow no take you must take the most negative villain of the row, or if none is left the lowest hero.",
            fr: "Si les dés ne permettent aucune prise, prenez le super-vilain le plus négatif de la rangée, ou s'il n'en reste plus le plus faible super-héros.",
        },
        Text {
            en: "Taken tiles go on top of your two stacks; only the top tile shows, even to you.",
            fr: "Les tuiles prises vont sur vos deux piles ; seule celle du dessus est visible, même pour vous.",
        },
        Text {
            en: "When both rows are empty, whoever has more heroes than villains drops heroes from the top until equal. Score: heroes minus villains. Ties are shared.",
            fr: "Quand les deux rangées sont vides, qui a plus de super-héros que de super-vilains en retire du haut jusqu'à égalité. Score : super-héros moins super-vilains. Les égalités sont partagées.",
        },
    ],
    readings: &[
        Text {
            en: "Tile values and the dice (two shields, two skulls, one bubble of each colour) are ours: the scan does not print them.",
            fr: "Les valeurs des tuiles et les dés (deux boucliers, deux têtes de mort, une bulle de chaque couleur) sont les nôtres : le scan ne les donne pas.",
        },
        Text {
            en: "The first seat plays first; the game ends as soon as both rows are empty.",
            fr: "Le premier joueur assis commence ; la partie s'arrête dès que les deux rangées sont vides.",
        },
        Text {
            en: "Setting aside adds up over the turn; a roll needs at least one more die aside and one left to roll.",
            fr: "Les dés mis de côté s'additionnent sur le tour ; une relance demande au moins un dé de plus de côté et un dé à relancer.",
        },
        Text {
            en: "You may stop after any roll; if the dice then allow no take, the forced take applies.",
            fr: "On peut s'arrêter après n'importe quel lancer ; si les dés ne permettent alors aucune prise, la prise forcée s'applique.",
        },
        Text {
            en: "Covered tiles stay hidden from everyone, their owner included: the log names places, not values.",
            fr: "Les tuiles recouvertes restent cachées à tous, leur propriétaire compris : le journal donne des places, pas des valeurs.",
        },
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_rules_and_readings_in_both_languages() {
        for game in GameId::ALL {
            let s = summary(game);
            assert!(s.rules.len() >= 5 && s.readings.len() >= 3, "{game}");
            for t in s.rules.iter().chain(s.readings) {
                assert!(!t.en.trim().is_empty() && !t.fr.trim().is_empty() && t.en != t.fr, "{game}: {t:?}");
            }
        }
    }
}
