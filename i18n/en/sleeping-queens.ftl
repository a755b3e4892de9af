# Every word a player reads. Keys are grouped by screen; `-` terms are the game's words
# (see docs/glossary.md), used inside messages so that a name is said one way only.

-sleeping-queens = Sleeping Queens
-mad-queens = Mad Queens

## Title

title-name = { -sleeping-queens }
title-tagline = Wake the queens before your rivals do
title-new-game = New game
title-mad-queens = { -mad-queens }
title-continue = Continue
title-load = Load
title-rules = Rules
title-settings = Settings
title-quit = Quit
title-version = version { $version }

## Menus shared by the screens

menu-back = Back
menu-done = Done
menu-close = Close

## Pause

pause-heading = Paused
pause-resume = Resume
pause-rules = Rules
pause-settings = Settings
pause-save-as = Save as
pause-save-name-hint = a name
pause-save = Save
pause-saved-as = Saved as { $path }
pause-quit = Save and quit to menu

## Settings

settings-heading = Settings
settings-music = Music
settings-effects = Effects
settings-animation-speed = Animation speed
settings-time-to-answer = Time to answer
settings-countdown = countdown
settings-memory-hints = Memory hints
settings-memory-hints-detail = show the queen last seen in a face-down slot
settings-mad-odds = { -mad-queens } odds
settings-mad-odds-detail = show the chance that the next card busts
settings-fullscreen = Fullscreen
settings-language = Language
settings-language-system = the system's ({ $language })

## How to play

rules-heading = How to play
rules-tab-sleeping-queens = { -sleeping-queens }
rules-tab-mad-queens = { -mad-queens }
menu-start = Start

## Rule sets

rules-classic = classic
rules-extended = extended
rules-extended-v1 = extended-v1

## Seats

seat-empty = Empty seat
seat-person = Person
seat-bot-easy = Easy bot
seat-bot-normal = Normal bot
seat-bot-hard = Hard bot

## New game (Sleeping Queens)

setup-heading = New game
setup-seat = Seat { $number }
setup-default-name = Player { $number }
setup-rules = Rules
setup-classic-words = The original game: kings wake queens, knights steal, potions put queens back to sleep.
setup-extended-words = Every queen and king has a power; Knights, Dragons, Potions and Wands can be played out of turn to answer; straights of numbers.
setup-extended-v1-words = The first version of extended: no straights, no Potion after a wake.
setup-house-rules-words = A house rule set from a file.
setup-house-rules-file = House rules file
setup-house-rules-hint = path/to/rules.ron
setup-who-starts = Who starts
setup-random = Random
setup-seed = Seed (optional)
setup-seed-hint = random
setup-error-rules-file = cannot read the rule set file `{ $file }`: { $error }
setup-error-seed = the seed `{ $seed }` is not a whole number
setup-error-seats = a game has 2 to 5 seats
setup-error-names = every seat needs a name

## New game (Mad Queens)

mad-setup-heading = { -mad-queens }
mad-setup-intro = Push your luck: reveal cards from your deck and bank them before a banned card turns up. Everyone plays at once; the most points win.
mad-setup-player = Player { $number }
mad-setup-error-players = a game of { -mad-queens } has { $min } to { $max } players
rules-mad-queens = { -mad-queens }

## Lists of names

list-comma = {", "}
list-and = { $first } and { $last }

## Saved games

load-heading = Saved games
load-none = No saved games yet in { $folder }.
load-autosave = Last game (autosave)
load-autosave-backup = The game before (autosave backup)
load-finished = finished: { $winners } won
load-no-leader = nobody has a queen yet
load-leads = { $leaders } leads
load-detail = { $rules } · { $seats } · turn { $turn } · { $lead }
load-load = Load
load-replay = Replay
load-delete = Delete
load-keep = Keep it
load-delete-confirm = Delete { $file } for good?

## Results

results-you-win = You win!
results-wins = { $name } wins!
results-share = { $names } share the win!
results-player = Player
results-points = Points
results-queens = Queens
results-turns = { $turns ->
    [one] one turn
   *[other] { $turns } turns
}
results-rematch = Rematch
results-main-menu = Main menu
results-chart = points at the start of each turn

## Game log and the hot-seat cover (both games)

log-button = Log
log-button-hint = Open the game log (L)
log-heading = Game log
cover-pass-to = Pass the screen to { $name }
cover-i-am = I am { $name }

## Mad Queens table

mad-plate-you = { $name } (you)
mad-plate-bot = { $name } · { $kind }
mad-plate-counts = { $points } points · bank { $bank } · deck { $deck }
mad-plate-queens = queens { $queens }/4
mad-plate-temporary = { " · " }{ $cards } temporary banned
mad-out-cannot-pay = out: could not pay a queen
mad-out-fourth-queen = out: fourth queen
mad-out-deck-empty = out: no cards left
mad-out-stopped = stopped
mad-banned-deck = banned deck { $cards }
mad-banned-cards = banned cards
mad-banned-discard = banned discard
mad-odds = Chance that the next card busts: { $percent }% ({ $busting } of { $left } cards left)
mad-reveal-button = Reveal (R)
mad-bank-button = Bank (B)
mad-start-button = Start (R)
mad-stop-button = Stop (S)
mad-ask-reveal-or-bank = Your row: { $cards ->
    [one] one card
   *[other] { $cards } cards
}, { $points ->
    [one] one point
   *[other] { $points } points
}. Reveal another, or bank the row?
mad-ask-start-or-stop = { $cards } cards left in your deck: start this play, or stop and keep your { $points } points?
mad-waiting-for = Waiting for { $names } to finish their play…
mad-round = Round { $round }
mad-cover-no-peeking = Everyone else: no peeking at this play.
mad-rules-heading = Rules reference — { -mad-queens }
mad-rules-subheading = Push your luck with a deck of your own
mad-rules-aim = Aim
mad-rules-aim-text = Bank cards for points: each banked card scores 1, a heart 2, an exact match double. The most points win when every player's game has ended.
mad-rules-play = A play
mad-rules-play-text = Everyone plays at once. A play starts by revealing the top card of your deck; then reveal another or bank the row. Your play is yours alone until the round ends.
mad-rules-banned = Banned cards
mad-rules-banned-text = Two banned cards lie in the middle; they never share a value. A revealed card of a banned value busts: the whole row is discarded. A banned queen bans her whole suit. A card equal to a banned card in value and suit is an exact match: it is banked at once, face up, for double, and you go on.
mad-rules-jokers = Jokers
mad-rules-jokers-text = A revealed joker makes you turn two more at once; a banked joker scores 1. A banned joker makes everyone reveal two cards: with a match (the other banned card, or a joker) both are banked, else both discarded.
mad-rules-queens = Queens
mad-rules-queens-text = Your four queens wait beside your deck; each bank shuffles one into it. A revealed queen costs 2 cards off the top of your bank, plus 1 for each card of her suit revealed this play, and then you must reveal again. If you cannot pay, your game ends.
mad-rules-temporary = Temporary banned cards
mad-rules-temporary-text = Once all your queens are in, each bank draws a temporary banned card that bans for you alone. When one of them is hit, all of them go.
mad-rules-end = The end of your game
mad-rules-end-text = When you cannot pay a queen, after paying the fourth queen, when a reveal is needed and your deck is empty, or when you choose to stop at the start of a play with 12 cards or fewer left. Hit banned cards are replaced when the round ends.
mad-rules-keys = Keys
mad-rules-keys-text = R reveal or start, B bank, S stop; Space or a click skips the cards' movement; L the log; F1 these rules; Esc pause.
mad-results-won = { $names } won
mad-results-points = { $name }: { $points } points
mad-results-by-round = Points by round
mad-results-play-again = Play again
mad-results-title = Title

## Mad Queens' game log ($you: "yes" when the line is about the person playing)

suit-clubs = clubs
suit-diamonds = diamonds
suit-hearts = hearts
suit-spades = spades
mad-log-round = — Round { $round } —
mad-log-must-turn = { $you ->
    [yes] You must
   *[no] { $name } must
} turn { $card }.
mad-log-exact = { $card } is the banned card exactly: banked face up for { $points } points.
mad-log-queen-paid = { $queen } is furious: { $you ->
    [yes] you pay
   *[no] { $name } pays
} { $cards ->
    [one] one card
   *[other] { $cards } cards
} off the bank.
mad-log-queen-unpaid = { $queen } wants { $cost } cards and the bank holds { $bank }: { $you ->
    [yes] your
   *[no] { $name }'s
} game is over.
mad-log-bust = { $card } is banned: { $you ->
    [yes] you bust
   *[no] { $name } busts
}, { $cards ->
    [one] one card
   *[other] { $cards } cards
} lost.
mad-log-banked = { $you ->
    [yes] You bank
   *[no] { $name } banks
} { $cards } ({ $points } points).
mad-log-banked-empty = { $you ->
    [yes] You bank
   *[no] { $name } banks
} an empty row.
mad-log-discarded = { $cards } discarded.
mad-log-queen-in = The queen of { $suit } goes into { $you ->
    [yes] your
   *[no] { $name }'s
} deck.
mad-log-temporary-owed = No queen is waiting: { $you ->
    [yes] you draw
   *[no] { $name } draws
} a temporary banned card when the round ends.
mad-log-temporary-drawn = { $you ->
    [yes] You draw
   *[no] { $name } draws
} { $card } as a temporary banned card.
mad-log-temporary-hit = A temporary card was hit: { $cards } go.
mad-log-out = { $you ->
    [yes] Your
   *[no] { $name }'s
} game is over: { $why }.
mad-why-cannot-pay = a queen could not be paid
mad-why-fourth-queen = the fourth queen came up
mad-why-deck-empty = the deck ran out
mad-why-stopped = { $you ->
    [yes] you chose to stop
   *[no] they chose to stop
}
mad-log-banned-suit = Banned card { $slot }: { $card }: every { $suit } card is banned.
mad-log-banned-joker = Banned card { $slot }: a joker!
mad-log-banned-value = Banned card { $slot }: { $card }: every { $rank } is banned.
mad-log-turned-away = { $card } shares the other banned card's value: turned away.
mad-log-reshuffled = The banned deck is used up: its discard pile is shuffled.
mad-log-exhausted = No banned card is left to draw.
mad-log-joker-shared = A banned joker! Everyone reveals two cards and banks them on a match.
mad-log-joker-temporary = A joker as a temporary card: { $you ->
    [yes] you reveal
   *[no] { $name } reveals
} two cards.
mad-log-game-over = The game is over: { $names } with { $points } points.
mad-summary = { $name } { $turned }: { $end }.
mad-summary-turned-nothing = turned nothing
mad-summary-turned = turned { $cards }
mad-summary-banked = banked { $cards } for { $points }
mad-summary-bust = bust on { $card }
mad-summary-stopped = stopped for good
mad-summary-cannot-pay = could not pay a queen: out
mad-summary-fourth-queen = met the fourth queen: out
mad-summary-deck-empty = ran out of cards: out
load-date-format = %-d %b %Y, %H:%M
load-detail-mad = { $rules } · { $seats } · round { $turn } · { $lead }
cover-look-away = Everyone else, look away. Click when ready.
