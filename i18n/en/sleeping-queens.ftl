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
menu-ok = OK

## Pause

table-menu-button = Menu
table-menu-hint = The pause menu: save, settings, rules ({ $key })
pause-heading = Paused
pause-resume = Resume
pause-rules = Rules
pause-settings = Settings
pause-save-as = Save as
pause-save-name-hint = a name
pause-save = Save
pause-saved-as = Saved as { $path }
pause-quit = Save and quit to menu
pause-quit-unsaved = Quit to menu

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
settings-language-overridden = This run speaks { $language } (--lang); the setting is kept for the next.

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
setup-house-rules-words = One of your own rule sets, made in House rules.
setup-who-starts = Who starts
setup-random = Random
setup-seed = Seed (optional)
setup-seed-hint = random
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
load-delete-confirm = Delete “{ $file }” for good?

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
log-button-hint = Open the game log ({ $key })
log-heading = Game log
log-heading-short = Log
cover-pass-to = Pass the screen to { $name }
cover-your-screen = Your turn at the screen
cover-i-am = I am { $name }

## Mad Queens table

mad-plate-you = { $name } (you)
mad-plate-bot = { $name } · { $kind }
mad-plate-counts = { $points ->
    [one] 1 point
   *[other] { $points } points
} · bank { $bank } · deck { $deck }
mad-plate-queens = queens { $queens }/4
mad-plate-temporary = { " · " }{ $cards } temporary banned
mad-out-cannot-pay = out: could not pay a queen
mad-out-fourth-queen = out: fourth queen
mad-out-deck-empty = out: no cards left
mad-out-stopped = stopped
mad-banned-deck = banned deck { $cards }
mad-banned-cards = banned cards
mad-banned-discard = banned discard
mad-pile-deck = deck
mad-pile-discard = discard
mad-pile-bank = bank
mad-pile-waiting = waiting queens
mad-pile-queens = revealed queens
mad-pile-temporary-short = banned
mad-pile-temporary = temporary banned
mad-odds = Next card busts: { $percent }%
mad-reveal-button = Reveal ({ $key })
mad-choice-reveal = Reveal another card
mad-choice-start = Start the play
mad-choice-bank = Bank the row
mad-choice-stop = Stop and keep your points
mad-log-taken-back = You took back your last decision.
mad-bank-button = Bank ({ $key })
mad-start-button = Start ({ $key })
mad-stop-button = Stop ({ $key })
mad-ask-reveal-or-bank = Your row: { $cards ->
    [one] one card
   *[other] { $cards } cards
}, { $points ->
    [one] one point
   *[other] { $points } points
}. Reveal another, or bank the row?
mad-ask-reveal-or-bank-empty = Your row is empty: the match is banked. Banking now adds nothing and { $queen_waiting ->
    [1] shuffles a waiting queen into your deck
   *[0] gives you a temporary banned card
}. Reveal another, or bank anyway?
mad-ask-start-or-stop = { $cards } cards left in your deck: start this play, or stop and keep your { $points } points?
mad-waiting-for = Waiting for { $names } to finish their play…
mad-round = Round { $round }
mad-round-before = Round { $round }, everyone:
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
mad-rules-takeback = Taking back
mad-rules-takeback-text = Alone at a table of bots, Take back ({ $takeback }) returns you to your last decision. In a practice game any decision comes back. In a normal game only a Bank or a Stop that showed you nothing new: never a reveal (it showed you a card), and nothing once a banned card has been turned or the round has ended (it showed you everyone's plays).
mad-rules-keys = Keys
mad-rules-keys-text = { $reveal } reveal or start, { $bank } bank, { $stop } stop; { $pass } or a click skips the cards' movement; { $hint } a hint; { $takeback } take back; { $log } the log; { $rules } these rules; Esc pause; Enter: "I am …" when the screen is passed to you.
mad-results-won = { $names } won
mad-results-points = { $name }: { $points } points
mad-results-ended = {" "}· { $how }
mad-results-axis-points = points banked
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
mad-summary-bust = { $card } busted on the banned { $banned }
mad-summary-exact = an exact match ({ $cards }), then { $end }
mad-summary-stopped = stopped for good
mad-summary-cannot-pay = could not pay a queen: out
mad-summary-fourth-queen = met the fourth queen: out
mad-summary-deck-empty = ran out of cards: out
load-date-format = %-d %b %Y, %H:%M
load-detail-mad = { $rules } · { $seats } · round { $turn } · { $lead }
cover-look-away = Everyone else, look away. Click or press Enter when ready.

## Sleeping Queens: the cards

card-knight = Knight
card-dragon = Dragon
card-potion = Sleeping Potion
card-wand = Magic Wand
card-jester = Jester
king-puzzle = Puzzle King
king-bubble-gum = Bubble Gum King
king-chess = Chess King
king-hat = Hat King
king-cookie = Cookie King
king-tie-dye = Tie-Dye King
king-fire = Fire King
king-turtle = Turtle King
queen-heart = Heart Queen
queen-cat = Cat Queen
queen-dog = Dog Queen
queen-pancake = Pancake Queen
queen-ladybug = Ladybug Queen
queen-moon = Moon Queen
queen-peacock = Peacock Queen
queen-sunflower = Sunflower Queen
queen-cake = Cake Queen
queen-rainbow = Rainbow Queen
queen-rose = Rose Queen
queen-starfish = Starfish Queen
queen-short-heart = Heart
queen-short-cat = Cat
queen-short-dog = Dog
queen-short-pancake = Pancake
queen-short-ladybug = Ladybug
queen-short-moon = Moon
queen-short-peacock = Peacock
queen-short-sunflower = Sunflower
queen-short-cake = Cake
queen-short-rainbow = Rainbow
queen-short-rose = Rose
queen-short-starfish = Starfish

# A card as a sentence names one ("plays a Knight").
a-king = a { $king }
a-jester = a Jester
a-knight = a Knight
a-potion = a Sleeping Potion
a-wand = a Magic Wand
a-dragon = a Dragon
a-number = { $value ->
    [8] an
   *[other] a
} { $value }
a-queen = a queen
the-queen = the { $queen }
your-card = your { $card }
list-or = { $first } or { $last }
# Between two sentences of one message.
sentence-gap = {" "}

## What each card does, by rule set (-classic: the original rules)

ability-king-classic = Wake any sleeping queen: pick a face-down queen and she is yours.
ability-king-puzzle = Reveal and wake a queen. Until your next turn, number cards may only be played singly. Draw 1.
ability-king-bubble-gum = Reveal up to 3 sleeping queens one at a time (stop when you like), wake one of them; the others go back as they were. Draw 1.
ability-king-chess = Reveal and wake a queen, then pick odd or even: until your next turn nobody may play numbers of that parity (a player left with no play skips the turn). Draw 1.
ability-king-hat = Reveal and wake a queen. Then you may pick any player's queen: she and the queens you woke are shuffled face down, her owner takes one blind and you keep the rest. Draw 1.
ability-king-cookie = Reveal a queen. Pancake: flip every queen in the grid, then wake her. Cake: hide every owned queen, then wake her. Any other: wake her. Draw 1.
ability-king-tie-dye = Reveal a queen. Red background: reveal another or stop and wake all revealed. Green: all revealed go face down, none woken. Other: wake all revealed. Draw 1.
ability-king-fire = Reveal and wake a queen, draw 1, then remove up to 5 cards from any hands for good (others' blind); each player draws what they lost.
ability-king-turtle = Reveal and wake a queen. Your draw is shown to all: a number of 5 or less gives you another turn.
ability-knight-classic = Steal a queen from another player. They may answer with a Dragon to stop it.
ability-knight = On your turn or after any queen is woken: take a queen from any player (not Ladybug). Any player may answer with a Dragon. Draw 1.
ability-dragon-classic = Answer a Knight aimed at your queen: the Knight has no effect.
ability-dragon = Answer any Knight to cancel it, or play it on your turn as any number. Draw 1.
ability-potion-classic = Put another player's queen back to sleep, face down in an empty slot you pick. They may answer with a Magic Wand.
ability-potion = Put any queen (not Peacock) back to sleep in an empty slot you pick, on your turn or after a wake; or answer a Dragon to cancel it. Draw 1.
ability-wand-classic = Answer a Sleeping Potion aimed at your queen: the Potion has no effect.
ability-wand = Answer any Sleeping Potion to cancel it, or on your turn swap any owned queen with a queen in the grid (each slot keeps its face). Draw 1.
ability-jester-classic = Turn up the top card. A power card: keep it and play again. A number: count that many players from you; that player wakes a queen.
ability-jester = Reveal the top card and take it (your draw). A number: count that many players from you; that player reveals a queen and owns her.
ability-numbers-classic = Discard one number, a pair, or an addition using all cards (2+3=5) to draw as many.
ability-numbers = Discard one number, a set of equal numbers, a straight of 3+, or an addition (a+b=c, a+b=c+d, …) to draw as many.
queen-ability-rose-classic = When you wake her, wake one more queen.
queen-ability-cat-dog-classic = Cat and Dog don't get along: wake one while owning the other and she goes back to sleep.
queen-ability-heart = Owning her with any 5-point queen: put Heart back, or every 5-point queen.
queen-ability-cat-dog = Owning Cat and Dog at once: put one of them back.
queen-ability-pancake = Lies face up in the grid from the start.
queen-ability-ladybug = A Knight cannot take her.
queen-ability-sun-moon-star = Own Sunflower, Moon and Starfish at once to win.
queen-ability-peacock = A Sleeping Potion cannot put her to sleep.
queen-ability-cake = While you own her, all your queens are hidden: others pick them blind.
queen-ability-rainbow = Counts as two queens for the queen-count win.
queen-ability-rose = When she is woken, you may wake one more queen.
queen-no-ability = No ability.

## How a game ends (after the winners' names)

end-queen-count = gathered enough queens
end-points = reached the points to win
end-queen-count-of = gathered { $queens } queens, enough to win
end-points-of = reached { $points } points, enough to win
end-sun-moon-star = owns Sunflower, Moon and Starfish
end-grid-empty = no sleeping queen is left: most points
end-piles-exhausted = no cards left to draw: most points

## The rules reference (in the pause menu)

ref-how-to-win = How to win
ref-win = The first to own { $queens } queens or { $points } points wins. If no sleeping queen is left, the most points wins.
ref-win-extended = The first to own { $queens } queens or { $points } points wins (the Rainbow Queen counts as two queens); owning the Sunflower, Moon and Starfish Queens wins at once. If no sleeping queen is left, the most points wins.
ref-your-turn = Your turn
ref-hand = You hold { $cards } cards. Play one card, or discard number cards, then draw back up to { $cards }.
ref-play = Play
ref-play-classic = a King, a Knight, a Sleeping Potion or a Jester. Dragons and Magic Wands only answer.
ref-play-extended = a King (each has its own power), a Knight, a Sleeping Potion, a Magic Wand or a Jester.
ref-numbers = Numbers
ref-stuck = Stuck
ref-stuck-text = No card can be played: discard one card and draw one.
ref-out-of-turn = Out of your turn
ref-answers = Answers
ref-answers-classic = The owner of the queen a Knight aims at may stop it with a Dragon; a Sleeping Potion, with a Magic Wand.
ref-answers-extended = Anyone may answer a Knight with a Dragon, that Dragon with a Sleeping Potion, and a Sleeping Potion with a Magic Wand, in turn order from the player whose turn it is.
ref-after-wake = After a wake
ref-after-wake-text = When a queen is woken, each player in turn may play a Knight or a Sleeping Potion.
ref-cards = The cards
ref-kings = Kings
ref-queens = The queens
ref-queen-points = { $queen } ({ $points } points)
ref-other-queen = { $queen } { $points }
ref-other-queens = The other queens
ref-other-queens-text = No ability; their points: { $queens }.

## Sleeping Queens' prompts ($you: "yes" when the words are about the reader's seat)

story-target = { $you ->
    [yes] your
   *[no] { $name }'s
} { $queen }
story-target-hidden = one of { $you ->
    [yes] your
   *[no] { $name }'s
} hidden queens
story-played = { $you ->
    [yes] You play
   *[no] { $name } plays
} { $card }.
story-played-at = { $you ->
    [yes] You play
   *[no] { $name } plays
} { $card } { $knight ->
    [yes] at
   *[no] on
} { $target }.
story-answered = { $you ->
    [yes] You answer
   *[no] { $name } answers
} with { $card }.
story-woke = { $you ->
    [yes] You woke
   *[no] { $name } woke
} { $queens }.
story-now-owned = Now { $you ->
    [yes] you own
   *[no] { $name } owns
} { $queen }.
story-asleep-again = Now { $queen } is asleep again.
question-answer = Answer the { $against } with { $cards }?
question-answer-short = Answer the { $against }?
question-answer-at = Answer the { $against } { $knight ->
    [yes] at
   *[no] on
} { $target }?
question-after-wake = Play { $cards } now?
question-nothing = Nothing to play: pass.
numbers-equal = { $count ->
    [2] a pair of { $value }s
    [3] three { $value }s
    [4] four { $value }s
   *[other] { $count } { $value }s
}
prompt-turn-play-or-numbers = Your turn: play your { $cards }, or pick number cards to discard.
prompt-turn-play = Your turn: play your { $cards }.
prompt-turn-numbers = Your turn: pick number cards to discard.
prompt-turn-stuck = Your turn: no card can be played. Pick one to discard it and draw 1.
prompt-turn = Your turn.

## Sleeping Queens' game log ($you: "yes" when the line is about the person playing;
## a line has no full stop)

log-a-hidden-queen = a hidden queen
log-hidden-queen = hidden queen
log-a-face-down-queen = a face-down queen
log-turn = — Turn { $turn }: { $name } —
log-skipped-chess = { $you ->
    [yes] You cannot play under the Chess King and skip the turn
   *[no] { $name } cannot play under the Chess King and skips the turn
}
log-skipped-empty-hand = { $you ->
    [yes] You have no cards and skip the turn
   *[no] { $name } has no cards and skips the turn
}
log-played = { $you ->
    [yes] You play
   *[no] { $name } plays
} { $card }
log-dragon-as = a Dragon as { $value }
log-numbers = { $you ->
    [yes] You discard
   *[no] { $name } discards
} { $numbers } and { $you ->
    [yes] draw
   *[no] draws
} { $count }
log-numbers-dragons = { $you ->
    [yes] You discard
   *[no] { $name } discards
} { $numbers } ({ $dragons }) and { $you ->
    [yes] draw
   *[no] draws
} { $count }
log-stuck = { $you ->
    [yes] You have no play and discard
   *[no] { $name } has no play and discards
} { $card }
log-drew-for-all = { $you ->
    [yes] You draw
   *[no] { $name } draws
} { $card } for all to see
log-you-drew = You draw { $card }
log-you-passed = You passed.
log-you-passed-in-time = Time ran out: you passed.
log-reshuffled = The discard pile is shuffled into a new draw pile ({ $cards } cards)
log-draw-skipped = Nothing left to draw for { $you ->
    [yes] you
   *[no] { $name }
}
log-jester-turns-up = { $you ->
    [yes] Your
   *[no] { $name }'s
} Jester turns up { $card }
log-jester-count = Counting { $count } lands on { $you ->
    [yes] you
   *[no] { $name }
}
grid-place = the grid's { $row ->
    [1] top row
    [4] bottom row
   *[other] row { $row }
}, { $column ->
    [1] left
    [2] middle
   *[3] right
}
log-revealed = The { $queen } is revealed in { $place }
log-face-down = The queen in { $place } turns face down
log-woken = { $you ->
    [yes] You wake
   *[no] { $name } wakes
} the { $queen }
log-takes = { $you ->
    [yes] You take
   *[no] { $name } takes
} { $queen }
log-keeps = { $you ->
    [yes] You keep
   *[no] { $name } keeps
} { $queen }
log-takes-from = { $you ->
    [yes] You take
   *[no] { $name } takes
} { $queen } from { $from_you ->
    [yes] you
   *[no] { $from }
}
log-sent-back = The { $queen } won't stay with her rival and goes back to sleep in { $place }
log-put-to-sleep = { $you ->
    [yes] Your
   *[no] { $name }'s
} { $queen } goes back to sleep in { $place }
log-swapped = { $you ->
    [yes] Your
   *[no] { $name }'s
} { $queen } swaps places with { $taken } in { $place }
log-answered = { $you ->
    [yes] You answer
   *[no] { $name } answers
} the { $against } with { $card }
log-cancelled = The { $card } has no effect
log-no-effect = The { $card } cannot touch the { $queen }
log-singles-only = Until { $you ->
    [yes] your
   *[no] { $name }'s
} next turn, numbers only singly
log-no-parity = Until { $you ->
    [yes] your
   *[no] { $name }'s
} next turn, no { $parity ->
    [odd] odd
   *[even] even
} numbers
log-puzzle-over = The Puzzle King's round is over
log-chess-over = The Chess King's round is over
log-grid-flipped = Every queen in the grid flips over!
log-queens-hidden = Every owned queen is hidden!
log-hat-shuffle = { $you ->
    [yes] You shuffle
   *[no] { $name } shuffles
} { $count } queens face down; { $owner_you ->
    [yes] you take
   *[no] { $owner } takes
} one blind
log-burned = { $you ->
    [yes] Your
   *[no] { $name }'s
} { $card } burns away
log-extra-turn = { $you ->
    [yes] You take
   *[no] { $name } takes
} another turn after this one
log-game-over = { $you ->
    [yes] You win
   *[no] { $names } { $count ->
        [one] wins
       *[other] win
    }
} — { $reason }

## Sleeping Queens' table: seat plates, piles, prompts, hover, the open call, replays

plate-queens-hidden = { $queens ->
    [one] one queen (hidden)
   *[other] { $queens } queens (hidden)
}
plate-points = { $points } pts · { $queens ->
    [one] one queen
   *[other] { $queens } queens
}
plate-hidden-queen = hidden
pile-draw = Draw · { $cards }
pile-discard = Discard · { $cards }
pile-burned = Burned · { $cards }
pile-singles-only = Puzzle King: numbers only singly
pile-no-parity = Chess King: no { $parity ->
    [odd] odd
   *[even] even
} numbers
pile-rules = { $rules } rules
pile-house-rules = house rules “{ $name }”
ask-wake = Pick a sleeping queen to wake.
ask-wake-rose = Rose Queen: pick one more sleeping queen to wake.
ask-jester-own = The Jester's count reached you: pick a sleeping queen to take.
ask-reveal = Pick a sleeping queen to reveal.
ask-reveal-face-up = Pick a sleeping queen: they all lie face up already.
ask-knight = Knight: pick a queen to take.
ask-knight-own = Knight: only your own queens can be taken now (a Knight may take its own player's queen, X-KN-1). Pick one.
ask-potion = Sleeping Potion: pick a queen to put to sleep.
ask-wand-owned = Magic Wand: pick an owned queen to swap with the grid.
ask-hat = Hat King: pick a queen to shuffle in with yours, or keep what you woke.
ask-sleep-slot = Pick an empty slot where the { $queen } goes to sleep.
ask-sleep-slot-hidden = Pick an empty slot where the queen goes to sleep.
ask-put-back-slot = Pick an empty slot to put the { $queen } back.
ask-wand-grid = Magic Wand: pick the queen in the grid to swap with.
ask-parity = Chess King: which numbers does nobody play until your next turn?
ask-reveal-more = Reveal another queen, or stop?
ask-bubble-gum = Bubble Gum King: pick the revealed queen to wake.
ask-hat-blind = Hat King: take one of the face-down queens.
ask-fire = Fire King: pick up to { $cards } more cards in any hand to burn, or stop.
ask-put-back = Your queens don't get along: which goes back to sleep?
prompt-picked = Picked:
prompt-dragon-as = Dragon = { $value }
prompt-numbers-draw = { $numbers } — draws { $count }
prompt-numbers-illegal = { $numbers } — not a legal play
prompt-numbers-singly = { $numbers } — { $king }: one at a time
prompt-numbers-parity = { $numbers } — { $king }: no { $parity ->
    [odd] odd
   *[even] even
} numbers
prompt-discard = { $count ->
    [one] Discard it
   *[other] Discard them
}
prompt-clear = Clear
prompt-answer-with = Answer with your { $card }
prompt-play-your = Play your { $card }
prompt-pass = Pass
prompt-no-odd = No odd numbers
prompt-no-even = No even numbers
prompt-reveal-another = Reveal another
prompt-stop = Stop
prompt-put-back = Put back { $queen }
prompt-put-back-fives = Put back every 5-point queen
prompt-stop-burning = Stop burning
prompt-keep-them = Keep them
prompt-no-more = No more
prompt-cancel = Cancel
prompt-cancel-hint = Put your { $card } back (or right-click, or Esc)
plate-whose-turn = { $name }’s turn
time-left = time left: { $seconds } s
seconds = { $seconds } s
hover-queen = { $queen } · { $points } points
hover-sleeping-queen = A sleeping queen, face down.
hover-last-seen = Last seen here: { $queen }.
hover-queen-back = Queen
hover-card-back = A card
hover-face-down = Face down.
call-anyone-answering = Is anyone answering the { $against }?
call-anyone-playing = Is anyone playing a Knight or a Sleeping Potion?
call-how = Whoever answers, pick your name, then Done; you can still back out when asked.
call-no-one = Nobody answers
over-see-results = See the results
replay-over = End of the replay
replay-name = “{ $name }”
replay-of = Replay of “{ $name }”
replay-progress = action { $action } of { $total }
replay-play = Play
replay-pause = Pause
replay-step = Step
replay-step-hint = The next action
replay-speed = ×{ $speed }
replay-leave = Leave
ref-heading = Rules — { $rules }
why-not-a-choice = Not one of the choices now: the ones you may pick glow.
why-dragon-answers = A Dragon is kept to answer a Knight played at one of your queens.
why-wand-answers = A Magic Wand is kept to answer a Sleeping Potion played at one of your queens.
why-wand-no-target = There is no queen the Magic Wand can swap now.
why-knight-no-target = There is no queen your Knight may take now.
why-potion-no-target = There is no queen your Sleeping Potion may put to sleep now.
why-number-limited = That number can't be played now: a King's rule limits numbers until its player's next turn.
why-card-not-now = The { $card } can't be played now.
why-not-your-hand = That hand isn't yours: play from your own hand.
why-grid-needs-king = A sleeping queen is woken with a King: play one from your hand first.
why-owned-needs-knight = To take a queen or put her to sleep, play a Knight or a Sleeping Potion first.
why-play-a-card = Play a card from your hand, or pick number cards to discard.
why-pick-a-target = Pick a target for your { $card } (they glow), or put it back: Cancel, right-click or Esc.

## How to play: Sleeping Queens (the title's Rules page)

how-goal = The goal
how-goal-text = Twelve queens lie face down in the middle of the table, fast asleep. Wake them, steal them and keep them: with 2 or 3 players the first to own 5 queens or 50 points wins; with 4 or 5 players, 4 queens or 40 points. If every queen is awake before that, the most points wins.
how-turn-text = You hold 5 cards. Play one of the moves below, then draw back up to 5.
how-king = King
how-king-text = wake any sleeping queen: pick a face-down card, she is now yours.
how-knight-text = steal a queen from another player. They may block it with a Dragon.
how-potion-text = put another player's queen back to sleep. They may block it with a Magic Wand.
how-jester-text = turn up the top card of the draw pile. A power card goes to your hand and you play again. A number counts that many players round the table, starting with you, and the player it reaches wakes a queen.
how-numbers-text = discard one number card, a pair, or an addition such as 2 + 3 = 5 or 1 + 2 + 6 = 9, and draw as many cards as you discarded.
how-stuck = Stuck?
how-stuck-text = Dragons and Magic Wands are only played to block. If you cannot play anything else, discard one card and draw one.
how-special-queens = Special queens
how-rose-text = when you wake her, wake one more queen.
how-cat-dog = Cat and Dog Queens
how-cat-dog-text = they do not get along: if you wake one while you own the other, she goes straight back to sleep.
how-other-rule-sets = Other rule sets
how-other-rule-sets-text = The extended rules give every king and many queens a power of their own; they are explained when you choose them for a new game.

## Saves, errors and loading

save-error-io = The save file cannot be read: { $error }.
save-error-empty = The save file is empty.
save-error-too-big = The file is too big to be a save ({ $kib } KiB; a save is at most { $limit } KiB).
save-error-damaged = The file is damaged or is not a save (line { $line }, column { $column }: { $error }).
save-error-newer = This save was made by a newer version of the game (format { $found }, this game reads up to { $supported }).
save-error-unknown-version = This save has an unknown format version { $found } (this game reads 1 to { $supported }).
save-error-setup = The saved game's setup is invalid: { $error }.
save-error-illegal = The saved game cannot be replayed: action [{ $index }] of its log is not legal ({ $error }).
save-error-fault = The game failed while replaying this save (a bug in the game): { $error }.
save-failed-in = The game could not be saved in { $folder }: { $error }
save-failed = The game could not be saved: { $error }
start-failed = The game could not start: { $error }
log-resumed = The game goes on where it was saved.
assets-none-loaded = None of the game's { $total } pictures, sounds and fonts could be loaded, so parts of the table may be blank. Run the game from its folder, or set SLEEPING_QUEENS_ASSETS to its assets folder.
assets-some-failed = { $failed } of the game's { $total } pictures, sounds and fonts could not be loaded, so parts of the table may be blank. Run the game from its folder, or set SLEEPING_QUEENS_ASSETS to its assets folder.
loading-waking = Waking up the queens…
results-counts-as-two = { $queen } (counts as two)
seat-default-you = You
start-error-mad-save = this save holds a game of { -mad-queens }, which this table does not play
start-error-sq-save = this save holds { -sleeping-queens }
mad-joker = Joker
settings-seconds-suffix = {" s"}
house-error = the house rules, line { $line }: { $problem }.
house-error-field = the house rules, line { $line }, at “{ $field }”: { $problem }.
house-error-no-name = a rule set needs a name
house-error-unknown-word = “{ $found }” is not a choice here: it may be { $expected }
house-error-unknown-field = a rule set has no “{ $found }” (its fields are { $expected })
house-error-missing-comma = a comma or a closing bracket is missing here, or at the end of the line before
house-error-no-file = There is no file at { $path }.
house-error-hand-size = the hand must hold 1 to { $max } cards, not { $found }
house-error-potion-after-wake = the classic base has no after-wake windows; use base: Extended
house-error-win-queens = the queens to win must be 1 to 12, not { $found }
house-error-win-points = the points to win must be 1 to 125, not { $found }

## Take-backs

takeback-button = Take back
takeback-hint = Return to your previous decision ({ $key })
takeback-none = You have no decision to take back yet.
takeback-unsee = Not in a normal game: you have seen { $what ->
    [own] a card of your deck
    [banned] a new banned card
    [plays] the other players' plays
    [draw] a card you drew
    [jester] the Jester's card
    [others] a card from another hand
   *[queen] a queen's face
} since. A practice game allows it.
takeback-failed = The game could not go back: { $error }
setup-practice = Practice
setup-practice-words = Practice: every take-back is allowed, even after you have seen new cards.
load-detail-practice = { $detail } · practice
results-practice = Practice game
results-take-backs = { $count ->
    [one] one take-back
   *[other] { $count } take-backs
}

## Hints
hint-button = Hint
hint-tooltip = What would the Hard bot do? Worked out from what you can see only ({ $key })
mad-hint-tooltip = Each choice played out many times against the others' games, from what you can see only ({ $key })
hint-thinking = Thinking…
hint-heading = Hint
hint-line = { $choice } — { $figure }
hint-to-win = { $percent } to win
figure-points = { $points } points
hint-percent = { $percent }%
hint-alike = Every card there is the same to you.
hint-discard-numbers = Discard { $numbers }
hint-discard-numbers-dragon = Discard { $numbers }, the Dragon as { $value }
hint-discard-card = Discard your { $card }
hint-empty-slot = Empty: { $place }
hint-wake-queen = Wake the { $queen }
hint-wake-any = Wake any sleeping queen: you cannot tell them apart
hint-wake-slot = Wake the queen in { $place }
hint-take-queen = Pick the { $queen }
hint-take-slot = The queen in { $place }
hint-owned-queen = { $you ->
    [yes] Your { $queen }
   *[no] { $name }'s { $queen }
}
hint-owned-hidden = { $you ->
    [yes] One of your hidden queens
   *[no] A hidden queen of { $name }'s
}
hint-blind = Any of the face-down queens
hint-burn-yours = Burn your { $card }
hint-burn-of = A card of { $name }'s
results-hints = { $count ->
    [one] one hint
   *[other] { $count } hints
}

## The review of a game
load-review = Review
results-review = Review
review-game-name = your game
review-heading = Review of your game
review-measuring = Weighing each of your decisions from what you could see then…
review-progress = { $done } of { $total } decisions
review-cancel = Cancel
review-failed = The review could not be made: { $error }
review-none = { $decisions ->
    [one] One decision weighed: no other choice was clearly better. Well played!
   *[other] { $decisions } decisions weighed: at none of them was another choice clearly better. Well played!
}
review-summary = { $decisions } decisions weighed; at { $mistakes ->
    [one] one of them
   *[other] { $mistakes } of them
} another choice was clearly better; the costliest gave away { $points } points of win chance.
review-chart-caption = Your chance to win after each of your decisions. Red: another choice was clearly better. Gold: the three biggest swings (click one to see the table then).
review-turn = Turn { $turn } · { $points } points of win chance
review-you-chose = You: { $choice } ({ $percent })
review-better = Better: { $choice } ({ $percent })
review-show = Show
review-swing = Turn { $turn }: { $before } → { $after }
review-round = Round { $turn } · { $points } points of win chance
review-round-points = Round { $turn } · { $points } points given away
review-swing-round = Round { $turn }: { $before } → { $after }
review-summary-points = { $decisions } decisions weighed; at { $mistakes ->
    [one] one of them
   *[other] { $mistakes } of them
} another choice was clearly better; the costliest gave away { $points } points.
review-chart-caption-points = The points you could expect after each of your decisions. Red: another choice was clearly better. Gold: the three biggest swings (click one to see the table then).
review-method = Each decision was weighed over { $deals } deals of the cards you could not see; the figures are the same every time for this game.

## The profile
title-profile = Profile
profile-heading = Your games
profile-empty = No games yet. Every game you play to its end against bots is counted here.
profile-rules = Rules
profile-bots = Strongest bot
profile-played = Played
profile-won = Won
profile-average = Average points
profile-busts = Busts
profile-exact = Exact matches
profile-queens-paid = Queens paid
profile-won-of = { $won } ({ $rate })
profile-streak = Longest win streak: { $best } · now: { $now }
profile-help = Hints used: { $hints } · take-backs: { $takebacks }
profile-reset = Reset
profile-reset-confirm = Reset your profile? Every figure goes back to zero, for good.
profile-reset-yes = Reset it
profile-reset-no = Keep it

## Lessons
title-learn = Learn to play
title-learn-done = Learn to play ✓
lesson-coach = Coach
mad-lesson-waiting = Bo plays his own deck at the same time as you, out of sight: how his play went shows when the round ends.
lesson-watch = Bo's turn: watch what Bo does.
lesson-not-that = Not that one: follow the glowing card.
lesson-skip = Leave the lesson
lesson-skip-hint = Back to the title; start the lesson again from there.
lesson-finish = Done
lesson-play-on = Play on
lesson-lost = This game got away. Start the lesson again from the title to see it through.
lesson-classic-king = Queens sleep face down in the middle. A King wakes one: play your Bubble Gum King.
lesson-classic-wake = Now pick a sleeping queen to wake: this one. She is yours, and her points count toward your win.
lesson-classic-one-number = No King this time? Change cards instead: discard one number and draw one. Pick the 9, then "Discard it".
lesson-classic-pair = Two equal numbers go out together, and a pair draws two new cards. Pick both 3s and discard them.
lesson-classic-addition = Numbers that add up go out together too: 2 + 5 = 7. Pick all three; the more you discard, the more you draw.
lesson-classic-knight = Bo has two queens. A Knight steals one from another player: play your Knight.
lesson-classic-knight-target = Now pick Bo's Moon Queen to take her.
lesson-classic-dragon = Bo sends a Knight for your Cat Queen! A Dragon stops a Knight: answer with your Dragon.
lesson-classic-potion = A Sleeping Potion puts another player's queen back to sleep: play your Potion.
lesson-classic-potion-target = Put Bo's Heart Queen to sleep: pick her.
lesson-classic-potion-slot = She goes back face down into an empty place of the grid: pick this one.
lesson-classic-wand = Bo tries a Potion on your Cat Queen! A Magic Wand stops a Potion: answer with your Wand.
lesson-classic-jester = A Jester turns up the next card. A power card you keep, and play again; a number counts round the table from you, and that player wakes a queen. Play your Jester.
lesson-classic-rose = The 3 counted round to you: wake a queen. Try this one.
lesson-classic-rose-bonus = The Rose Queen! Waking her lets you wake one more queen at once. Pick another.
lesson-classic-dog = Play your Chess King. But mind: the Cat and Dog Queens are rivals, and never stay with the same player.
lesson-classic-dog-slot = Wake this one, and see what happens.
lesson-classic-last-king = The Dog Queen went back to sleep: she will not stay with your Cat. You have four queens, and one more wins. Play your Fire King.
lesson-classic-win = Wake this queen: your fifth.
lesson-classic-end = You won! With two or three players, 5 queens or 50 points win; with four or five, 4 queens or 40 points. If no queen is left asleep, the most points win. That is the whole classic game.

## The prompt's "?"
help-tooltip = The rule behind this decision
help-heading = { $rule } ({ $rules })
help-close = Close

## The card gallery
title-cards = Cards
pause-gallery = Card gallery
gallery-heading = Card gallery
gallery-points = { $points } points
gallery-in-deck = { $count } in the deck
gallery-no-ability = No ability: her points only.
gallery-power-cards = Power cards
gallery-numbers = Numbers 1 to 10
gallery-mad-deck = One deck for each player (54 cards)
gallery-mad-does = In a game of Mad Queens
gallery-mad-plain = Ace to 10, Jack, King
gallery-mad-plain-points = 1 point banked; an exact match 2
gallery-mad-hearts = Hearts
gallery-mad-hearts-points = 2 points banked; an exact match 4
gallery-mad-queens-count = 4 in a deck, waiting beside it
gallery-mad-jokers-count = 2 in a deck; 1 point banked
gallery-mad-table = On the table
gallery-mad-back = Card back
gallery-mad-back-detail = Decks, banks and the banned deck
gallery-mad-back-does = Your deck lies face down: you know which cards are left in it, never their order. Your bank lies face down too, and only banked cards score.
gallery-mad-banned = Banned cards
gallery-mad-banned-detail = Two in the middle, for everyone
gallery-mad-banned-joker = A banned joker
gallery-mad-banned-joker-detail = Turned into a banned slot
gallery-mad-banned-joker-does = Every player still in the game reveals two cards. With a match among them (the other banned card's value, its suit if she is a queen, or a joker) both are banked; otherwise both are discarded. A queen among them is paid, never a match. Then the joker is replaced.
gallery-mad-temporary-detail = Yours alone, one for each bank once your queens are in
gallery-mad-plain-does = Revealed, it joins your row; banked, it scores. A banned card's value (or a banned queen's suit) busts the row; equal to a banned card in value and suit, it is banked at once for double.
gallery-mad-hearts-does = Like the other cards, but a banked heart scores 2 (4 as an exact match).

## The extended lesson
lesson-extended-turtle = In extended every King has a power. The Turtle King wakes a queen, and shows the card you draw: a 5 or less gives you another turn. Play it.
lesson-extended-turtle-wake = Wake this queen.
lesson-extended-answer = After every wake, each player may play a Knight or a Potion: Bo sends a Knight for your Sunflower Queen! Anyone may answer out of turn: stop it with your Dragon.
lesson-extended-straight = You drew a 2, so the Turtle King gives you another turn. Extended adds straights: three or more numbers in a row go out together. Discard 3, 4 and 5.
lesson-extended-after-wake = Bo woke the Peacock Queen. This is the after-wake window: you may play a Knight now, out of your turn. Play your Knight.
lesson-extended-after-wake-target = Take Bo's Peacock Queen.
lesson-extended-own-card = Nobody answers their own Knight: you pass.
lesson-extended-dragon-number = On your turn a Dragon may stand for any number. Pick the 2, the 7 and the Dragon: the Dragon counts as 5, and 2 + 5 = 7.
lesson-extended-chess = The Chess King wakes a queen, then bans odd or even numbers for everyone until your next turn. Play it.
lesson-extended-chess-wake = Wake this queen.
lesson-extended-chess-parity = Ban odd numbers: Bo holds even ones, so this costs Bo nothing this time, but it can empty a hand of choices.
lesson-extended-puzzle = The Puzzle King wakes a queen; until your next turn, numbers may only go out one at a time. Play it.
lesson-extended-win = You own the Sunflower and Moon Queens. Wake this one, the Starfish Queen.
lesson-extended-end = You won! Owning the Sunflower, Moon and Starfish Queens together wins at once. Otherwise extended is won like classic, and the Rainbow Queen counts as two queens. Every queen has a power too: the card gallery lists them all.
lessons-heading = Learn to play
lessons-classic = The first game (classic)
lessons-classic-about = Kings, Knights and Dragons, Potions and Wands, Jesters, numbers, and how to win.
lessons-extended = What extended adds
lessons-extended-about = Kings with powers, answering out of turn, the after-wake window, straights, Dragons as numbers.
lessons-done = Done ✓
lessons-begun = Left at step { $step }
lessons-start = Start
lessons-resume = Resume
lessons-again = From the start
lesson-mad-reveal = Your play began with the top card of your deck, the 3 of clubs. The banned cards are the 8 of spades and the King of diamonds: reveal any 8 or King and your row busts. Reveal another card.
lesson-mad-bank = The 5 of hearts: hearts score 2. Bank the row: it goes onto your bank and scores 3. Each bank also shuffles one of your four waiting queens into your deck.
lesson-mad-push = A new round: everyone plays at once, each behind their own cards. Push your luck: reveal another.
lesson-mad-joker-event = The 8 of hearts busted your row (the 8 of spades is banned) and the row was lost. A joker replaced the 8 of spades it hit: a banned joker makes everyone reveal two cards, and your King of clubs matched the other banned card's value, the King of diamonds, so both were banked. Reveal.
lesson-mad-exact = The King of diamonds is the banned card itself: an exact match is banked at once, face up, for double, and your play goes on. Bank the row now.
lesson-mad-queen = The Queen of hearts came up first: a queen costs 2 cards off the top of your bank, plus 1 for each card of her suit revealed in this play, and then you must reveal again (the 4 of clubs). Reveal once more.
lesson-mad-after-queens = The Queen of clubs cost 3 cards, and the 6 of clubs then busted on the new banned card, the 6 of spades. Reveal.
lesson-mad-joker = A joker makes you turn two more at once; a banked joker scores 1. Bank these four cards.
lesson-mad-queens-in = The 6 of hearts busted at once on the banned 6 of diamonds. All four of your queens are in your deck now. Reveal.
lesson-mad-temporary = With no queen left waiting, a bank draws a temporary banned card: it bans for you alone from your next play, until one of yours is hit. Bank.
lesson-mad-end = That is all of Mad Queens: reveal and bank, busts, exact matches, jokers, queens and banned cards. Your game ends when you cannot pay a queen, after your fourth, when your deck runs out, or when you stop with 12 cards or fewer left; the most points win. Play on to the end, or leave the lesson.
lesson-mad-not-now = Not now. The lesson asks for: { $choice }.
lessons-mad = { -mad-queens }
lessons-mad-about = Reveal and bank, busts, exact matches, jokers, queens to pay, banned jokers and temporary banned cards.

## Play over the network
seat-remote = Online
title-online = Play online
online-heading = Play over the network
online-join-heading = Join a table
online-address = Server
online-address-hint = 192.168.1.20:5757
online-name = Your name
online-name-needed = Type your name to join or host a table.
online-password = Password
online-password-hint = if the table has one
online-table = Table
online-table-hint = the first with a free seat
online-join = Join
online-nearby = Tables nearby
online-nearby-none = None heard of yet on this network.
online-host-heading = Host a table
online-host-here = On this computer, port { $port }
online-host-there = On the server above
online-host = Host
online-seat = Seat { $number }
online-seat-person = Remote player
online-seat-here = At this screen
online-seat-name = Name
online-remove-seat = Remove seat { $number }
online-add-seat = + Add a seat
online-rules = Rules
online-stand-in = Bot stands in after
online-stand-in-never = never
online-stand-in-seconds = { $seconds } s
online-turn-clock = Turn clock
online-turn-clock-none = none
online-clock-stood-in = The turn clock ran out: a bot plays for you. Click or press a key to play again.
online-back = Back
online-connecting = Connecting to { $address }…
online-table-name = { $name }'s table
online-lobby = Table { $table }: { $name }
online-waiting = Waiting for everyone to sit down…
online-ready = Everyone is here.
online-start = Start the game
online-leave = Leave the table
online-seat-open = free
online-seat-you = you
online-seat-beside = at this screen
online-seat-away = away
online-seat-stand-in = a bot plays for them
online-seat-host = host
online-hosting = Others join at { $address }.
online-bad-address = “{ $address }” is not a server address, such as 192.168.1.20:5757.
online-bad-table = “{ $table }” is not a table number.
online-no-free-table = No table on this server has a free seat.
online-lost = The connection to the server was lost: { $why }
online-gone-no-answer = No server answered at { $address }: check the address, and that the server is running.
online-gone-silent = the server stopped answering
online-gone-denied = the server has no room for another connection
online-gone-by-server = the server ended the connection
online-gone-by-us = this game ended the connection
online-gone-network = the network would not carry it ({ $error })
online-gone-unreadable = the server sent something this game cannot read
online-other-version = This server runs Sleeping Queens { $server } (network protocol { $server_protocol }), and this game is { $ours } (protocol { $our_protocol }): they cannot play together. { $older ->
    [server] Ask whoever runs the server to update it to this version.
   *[game] Update this game to the server's version.
}
online-closed-host = The host closed the table.
online-closed-server = The server is stopping.
online-host-failed = The table could not be hosted: { $error }
online-port-in-use = Port { $port } is in use by another program on this computer: choose another port.
online-port-not-allowed = Port { $port } is not open to the game on this computer: choose a port from 1024 to 65535.
online-dial-failed = No connection could be opened on this computer: { $error }
online-refused = The server said no: { $why }
refusal-no-table = there is no such table
refusal-password = the password is wrong
refusal-full = the table is full
refusal-name-taken = someone at the table has that name, or one that looks the same
refusal-seat-kept = that seat is kept for the person who left it: only the screen they played from can take it back
refusal-limit-connections = this computer has as many connections to the server as one may
refusal-limit-tables = this computer hosts as many tables on the server as one may
refusal-limit-requests = too many requests at once: wait a moment
refusal-bad-name = a name has 1 to 24 letters, with no spaces at either end
refusal-name-invisible = a name cannot hold characters that print nothing or turn the text around
refusal-name-blank = a name cannot hold blanks other than the plain space
refusal-name-unknown = a name cannot hold private-use or unassigned characters
refusal-name-marks = a name cannot stack marks on one letter
refusal-bad-plan = the table cannot be set up ({ $why })
refusal-not-host = only the host starts the game
refusal-seats-open = every seat must be taken first
refusal-started = the game has already started
refusal-not-seated = you have no seat at a table
refusal-not-your-seat = that seat is not yours
refusal-stale = the game had moved on
refusal-rule = { $why }
refusal-server-full = the server has no room for another table
ref-keys = Keys
ref-keys-pick = Picking
ref-keys-pick-text = Tab and Shift+Tab go through the cards and queens you can pick now; the arrow keys go to the nearest one that way; Enter picks it, as a click would. 1–9 pick the cards of your hand from the left, or a prompt's numbered button; { $discard } (or Enter with nothing focused) discards the picked numbers; { $dragon } (Shift+{ $dragon }) raises (lowers) the number a picked Dragon stands for; { $pass } passes; Esc puts a held card back.
ref-keys-more = More
ref-keys-more-text = { $hint } a hint; { $takeback } take back; { $log } the log; { $rules } these rules; Esc pause; Enter: "I am …" when the screen is passed to you.
call-person-key = { $name } ({ $key })
ref-keys-seat = Sharing the screen
ref-keys-seat-text = Enter: "I am …" when the screen is passed to you. When everyone is asked who answers: 1–9 say (or unsay) that the person listed so answers; Enter is done.
prompt-key-choice = { $key } · { $choice }
settings-ui-scale = Size of words and buttons
settings-ui-scale-table = at a table: { $percent }% in this window, so that the whole table and its buttons fit
settings-reduced-motion = Reduced motion
settings-reduced-motion-detail = Cards jump to their places; nothing pulses or fades in
settings-high-contrast = High contrast
settings-high-contrast-detail = Black outlines on white, a darker table

## The table in words, for a screen reader
words-table = The table
words-choices = What you can pick
words-said = What happened
words-your-hand = Your hand
words-hand-covered = Covered until the screen is passed on
words-your-queens = Your queens
words-none = None
words-grid = Sleeping queens
words-slot-asleep = Place { $place }: a queen asleep, face down
words-slot-queen = Place { $place }: { $queen }, face up
words-slot-empty = Place { $place }: empty
words-one-of-same = { $name } ({ $place } of { $of })
words-in-hand = { $card }, in your hand
words-picked = { $card }, in your hand, picked
words-sleeping = Sleeping queen at place { $place }
words-grid-queen = { $queen } at place { $place }
words-owned = { $queen } of { $name }
words-owned-hidden = a face-down queen of { $name }
words-empty-place = Empty place { $place }
words-face-down = A face-down card
words-put-back = Put { $card } back
words-mad-banned = Banned cards
words-mad-yours = Your cards
words-mad-deck = Deck: { $cards } cards
words-mad-row = Row: { $cards }
words-mad-bank = Bank: { $cards } cards, { $points } points
words-mad-queens = Queens: { $cards }

## Keys chosen by the player
key-space = Space
keys-discard = Discard the picked numbers
keys-dragon = A Dragon's number (Shift: down)
keys-pass = Pass; skip the cards' movement
keys-hint = A hint
keys-take-back = Take back
keys-log = The game log
keys-rules = The rules
keys-reveal = { -mad-queens }: reveal or start
keys-bank = { -mad-queens }: bank
keys-stop = { -mad-queens }: stop
settings-keys = Keys
settings-keys-press = Press a key for “{ $command }” (click again: keep { $key })
settings-keys-waiting = Press a key…
settings-keys-refused = Tab, Enter, Esc, the arrows and 1–9 stay the table's own: choose a letter, F1–F12 or Space.
settings-keys-swapped = “{ $other }” takes { $key } instead.
settings-keys-reset = Keys as they were

## The house-rules workshop: each switch of the rules book (docs/rules.md), named by its rule id

house-error-name-length = a rule set's name has 1 to { $max } characters, with no spaces at either end
house-error-switch-field = { $switch } is set by the field `{ $field }`, not among the switches
house-error-needs-extended = { $switch } is a rule of the extended game; use base: Extended
house-error-clash-potion = { $first } cannot be on while { $second } is off: there would be no window to play the Potion in
house-error-clash-dragon = { $first } and { $second } cannot both be off: a Dragon could never be played
house-error-clash-wand = { $first } and { $second } cannot both be off: a Magic Wand could never be played
house-error-built-in = “{ $name }” is the name of a built-in rule set
house-error-name-taken = a rule set is already called “{ $name }”
house-error-not-found = no rule set is called “{ $name }”
house-error-too-big = { $path }: too big to be a rule set
house-error-file = { $path }: { $error }
switch-section-numbers = Number cards
switch-section-power-cards = Power cards
switch-section-queens = Queens
switch-section-kings = Kings
switch-section-windows = Answers and windows
switch-section-end = End of the game
switch-numbers-base = Discard one number, or a set of equal numbers, to draw as many.
switch-potion-base = On your turn put any queen (not Peacock) back to sleep in an empty slot you pick. Draw 1.
switch-x-n-3 = Three or more numbers in a row (3, 4, 5) may be discarded together.
switch-x-n-4 = Numbers that add up (a+b=c, a+b=c+d, …) may be discarded together.
switch-x-kn-2 = A queen just taken by a Knight or the Jester is safe from Knights and Potions for the rest of the turn.
switch-x-dr-1 = A Dragon answers a Knight, whoever plays it, and cancels it. Draw 1.
switch-x-dr-2 = A Dragon may be played on your turn as any number.
switch-x-po-1 = A Sleeping Potion answers a Dragon played as an answer, and cancels it. Draw 1.
switch-x-po-3 = A Sleeping Potion may be played after a wake, as a Knight may.
switch-x-wa-1 = A Magic Wand answers a Sleeping Potion and cancels it. Draw 1.
switch-x-wa-2 = On your turn a Magic Wand swaps an owned queen with a queen in the grid. Draw 1.
switch-x-ans = Anyone may answer a card, not only the player it is played against.
switch-name-straights = Straights
switch-name-equations = Equations
switch-name-knight-protection = Safe for the turn
switch-name-answer = { $card } answers
switch-name-dragon-number = Dragon as a number
switch-name-potion-after-wake = Potion after a wake
switch-name-wand-swap = Wand swaps
switch-name-answers-out-of-turn = Anyone answers
switch-name-sun-moon-star = Sunflower, Moon and Starfish win
setup-house-rules-button = House rules…
workshop-heading = House rules
workshop-intro = Start from a rule set, turn its rules on or off, name it and save it; try it with bots, then play it.
workshop-start-from = Start from
workshop-yours = Your rule sets
workshop-none-yet = You have no rule sets of your own yet.
workshop-name = Name
workshop-base = Base
workshop-hand-size = Cards in a hand
workshop-win-small = To win with 2–3 players
workshop-win-large = To win with 4–5 players
workshop-queens = queens
workshop-points = points
workshop-save = Save
workshop-saved = Saved “{ $name }”.
workshop-duplicate = Copy
workshop-copied = Copied as “{ $name }”.
workshop-rename = Rename
workshop-renamed = Renamed “{ $name }”.
workshop-delete = Delete
workshop-deleted = Deleted “{ $name }”.
workshop-file = File
workshop-file-hint = path/to/rules.ron
workshop-browse = Browse…
chooser-heading = Choose a file of house rules
chooser-up = Up a folder
chooser-folder = Folder { $name }
chooser-name = File name
chooser-choose = Choose
chooser-empty = No folders or house-rules files (.ron) here.
chooser-unreadable = This folder cannot be read: go up a folder.
workshop-export = Export
workshop-exported = Written to { $path }.
workshop-import = Import
workshop-imported = Imported “{ $name }”.
workshop-unsaved = Not saved yet.
workshop-edited = Changes not saved.
workshop-discard-heading = Your changes to “{ $name }” are not saved.
workshop-discard = Drop the changes
workshop-keep-editing = Keep editing
workshop-name-limit = A name has at most { $max } characters.
workshop-problem = { $control }: { $problem }
workshop-try = Try it
workshop-trying = Playing: { $done } of { $total } games
workshop-stop = Stop
workshop-stopped = Stopped before the end.
workshop-try-not-started = The try could not run: { $error }
workshop-play = Play it
workshop-try-heading = “{ $house }” against “{ $baseline }”: { $games } games of Normal bots in { $seconds } s
workshop-players = { $players } players
workshop-turns = turns per game
workshop-first-player = first player's wins
workshop-fair-share = a fair share is { $share }
workshop-ended-by = ended by { $ending }
workshop-claims = The eight claims of the extended rules' author
workshop-verdict-better = better
workshop-verdict-worse = worse
workshop-verdict-unclear = no clear change
workshop-how-sure = Each figure comes with its 95% interval: “better” or “worse” only where the two intervals do not overlap.
trial-ending-queen-count = the queen count
trial-ending-queen-count-points = queens and points at once
trial-ending-points = points
trial-ending-sun-moon-star = Sunflower, Moon and Starfish
trial-ending-no-sleeping-queen = no sleeping queen left
trial-ending-piles = both piles empty
claim-1 = Numbers are cycled, key cards hoarded
claim-2 = Kings decide small games
claim-3 = The leader is ganged up on and cannot close
claim-4 = Dragons and Wands are dead cards
claim-5 = The game asks for little memory
claim-6 = Heart outweighs Rainbow
claim-7 = Games are long
claim-8 = The queen-count win almost never ends a game
workshop-legend = Each figure reads “{ $baseline }” → your “{ $house }”, its 95% interval in brackets. In each chart the upper line is “{ $baseline }”, the lower one (amber) yours.
workshop-summary = In short: with “{ $house }”, games are { $length }, and the first player's edge is { $edge } (on average over the player counts).
workshop-summary-shorter = { $percent }% shorter
workshop-summary-longer = { $percent }% longer
workshop-summary-as-long = about as long
workshop-summary-edge-larger = larger by { $points } points
workshop-summary-edge-smaller = smaller by { $points } points
workshop-summary-edge-same = about the same
workshop-lower-better = lower is better
workshop-higher-better = higher is better
workshop-nearer-zero-better = nearer 0 is better
claim-1-measures = share of turn plays that are number cards
claim-2-measures = win rate of the one player who drew the most kings
claim-3-measures = win rate of the sole leader at mid-game
claim-4-measures = share of Dragons and Wands drawn that are played for an effect
claim-5-measures = win rate of a bot that remembers against the same bot that forgets
claim-6-measures = win rate holding the Heart Queen at the end, less that holding the Rainbow Queen
claim-7-measures = turns per game, as a multiple of “{ $baseline }”'s
claim-8-measures = share of games ended by the queen-count win
ref-house-rules = This rule set's switches
ref-house-rules-text = A house rule set: these rules are turned on or off against its base. House rules, on the New game screen, makes such sets and tries them with bots.
ref-switch-on = on
ref-switch-off = off
workshop-reference = The rules reference for this set
switch-x-aw = When a queen is woken, each player in turn may play a Knight.

# The rules book: every rule by its id (docs/rules.md is made from these)
rules-book-title = The rules of Sleeping Queens and Mad Queens
rules-book-intro = Every rule here has an id: T- for the table, C- for classic, X- for the extended rules, H- for house rules and M- for Mad Queens. The game's tests name the ids of the rules they check, so you can go from a rule to its tests and back. This same text is in the game, under Rules → Every rule.
rules-tab-every-rule = Every rule
rules-book-rule-sets = The rule sets
rules-book-rule-sets-text = The classic set is the original game. The extended set gives every king and many of the queens a power of their own, and lets any player answer a card out of turn. The extended-v1 set is extended without straights (X-N-3) and without the Sleeping Potion after a wake (X-PO-3). A house set starts from a base, classic or extended, and turns some of its rules on or off. Mad Queens is a second game, played with standard decks of cards.
rules-book-cards = The cards
rules-book-cards-text = 79 cards: 12 queens with green backs, and a deck of 67 cards with red backs: 8 kings, 5 Jesters, 4 Knights, 4 Sleeping Potions, 3 Magic Wands, 3 Dragons and 40 number cards (1 to 10, four of each). The queens' points: Heart 20; Cat, Dog and Pancake 15; Ladybug, Moon, Peacock and Sunflower 10; Cake, Rainbow, Rose and Starfish 5; 125 in all. Each queen's background is red (Cat, Pancake, Cake, Starfish), green (Heart, Dog, Ladybug, Rose) or another colour (Moon, Peacock, Sunflower, Rainbow); it matters only to the Tie-Dye King.
rules-book-table = The table (every rule set)
rule-t-1 = A game has 2 to 5 players, each a person or a bot. The seats are numbered from 0; clockwise means the next higher seat number, and after the last seat comes seat 0 again.
rule-t-2 = The sleeping queens lie in the grid: 12 slots in 4 rows of 3, numbered 0 to 11 row by row. Each slot is empty or holds one queen, face down or face up. Queens never move on their own: a queen who goes back to the grid goes into an empty slot that a player picks, so you may remember what lies where, and that memory is part of the game.
rule-t-3 = Setup: the queens are shuffled face down into the 12 slots, the deck is shuffled, each player is dealt 5 cards, and the player who starts is picked at random or chosen. Everything random comes from one generator with a seed, so the same seed and the same choices play the same game again exactly.
rule-t-4 = Your hand is hidden from the other players. The queens you own lie face up in front of you, unless they are hidden (Cake Queen, Cookie King).
rule-t-5 = When a player must draw and the draw pile is empty, the discard pile is shuffled into a new draw pile. If both piles are empty, in classic the draw is skipped; in extended the game ends at once (X-END-3).
rule-t-6 = A card you play goes to the discard pile once its effect is over, whether the effect happened or was cancelled.
rules-book-classic = Classic
rules-book-classic-text = On your turn, do exactly one of the following, then draw back up to 5 cards.
rule-c-1 = Play a King: wake any sleeping queen by picking her slot. She is now yours and lies face up in front of you.
rule-c-1a = Rose Queen: when you wake her, wake one more sleeping queen.
rule-c-1b = Cat and Dog Queens: if you wake one of them while you own the other, the queen you just woke goes back face down into the slot she came from, and you wake no other queen in her place.
rule-c-2 = Play a Knight: steal a queen owned by another player. That player may answer at once with a Dragon: both cards are discarded, the Knight has no effect, and that player draws 1 (this is not a turn for them).
rule-c-3 = Play a Sleeping Potion: put a queen owned by another player back to sleep, face down in an empty slot you pick. That player may answer at once with a Magic Wand: both cards are discarded, the Potion has no effect, and that player draws 1.
rule-c-4 = Play a Jester: turn the top card of the draw pile face up. If it is a power card (a King, Knight, Sleeping Potion, Magic Wand, Dragon or Jester), take it into your hand in place of the Jester, without drawing for it, and take another action. If it is a number, discard it and count that many seats clockwise, yourself as 1: the player reached wakes a sleeping queen as with a King (C-1a and C-1b apply).
rule-c-5 = Discard number cards: one number card (draw 1); a pair of equal numbers (draw 2); or an addition of 3 or more number cards in which all the cards but one add up to that one, such as 2+3=5, 1+2+6=9 or 1+1+2+3=7 (draw as many cards as you discarded).
rule-c-6 = Dragons and Magic Wands can be played only as answers (C-2, C-3). If you have no legal action, discard any one card from your hand and draw 1; the top card of the draw pile is never discarded instead.
rule-c-win-1 = With 2 or 3 players, the first to own 5 queens or 50 points wins; with 4 or 5 players, 4 queens or 40 points. This is checked each time an action or an answer has resolved.
rule-c-win-2 = When no sleeping queen is left, the game ends: the most points wins. A tie goes to the player with more queens, and a tie that still remains is a shared win.
rules-book-extended = Extended
rules-book-extended-text = Every card you play from your hand is replaced by exactly one draw, so hands stay at 5 cards until the piles run out. The "draw 1" in each rule below is that draw. The Magic Wand's swap draws 1 too.
rules-book-terms = Words the extended rules use
rules-book-terms-text = Reveal: turn a card face up for everyone to see. Wake: take a revealed sleeping queen out of the grid; this sets off wake abilities, such as the Rose Queen's. Own: place a queen in front of a player, where the queens' ownership rules (X-Q-) apply. A Knight, a Jester and a Magic Wand make a player own a queen without waking her, so no wake ability is set off and no after-wake window opens. Round: from a king's effect until the start of the next turn of the player who played that king.
rules-book-x-numbers = Number cards
rule-x-n-1 = On your turn, as your action, you may play any single number card; draw 1.
rule-x-n-2 = On your turn, as your action, you may play a set: 2 or more number cards of the same value. Draw as many cards as you played.
rule-x-n-3 = On your turn, as your action, you may play a straight: 3 or more number cards whose values, in order, go up by exactly one each, such as 4, 5, 6. Draw as many cards as you played. Straights are in extended only, not in extended-v1.
rule-x-n-4 = On your turn, as your action, you may play an equation that uses every card played exactly once, in one of these forms (each letter is one card): a+b=c, a+b+c=d, a+b=c+d, a+b+c+d=e or a+b+c=d+e. Draw as many cards as you played.
rule-x-n-5 = In these plays a Dragon may stand in for any number (X-DR-2): you say which value it takes, and that value is what the limits of the Puzzle and Chess Kings see.
rules-book-x-power = Power cards
rule-x-kn-1 = Knight, on your turn or in an after-wake window (X-AW): take a queen owned by any player, yourself included, and own her; draw 1. A Knight cannot take the Ladybug Queen.
rule-x-kn-2 = A queen who came to her owner by a Knight or a Jester during this turn cannot be taken by a Knight, or put to sleep by a Sleeping Potion, again in the same turn.
rule-x-dr-1 = Dragon, as an answer: when any player, yourself included, plays a Knight, you may play a Dragon to cancel that Knight; draw 1.
rule-x-dr-2 = Dragon, on your turn: play it as any number in a play of number cards (X-N-5).
rule-x-po-1 = Sleeping Potion, as an answer: when any player plays a Dragon as an answer, you may play a Potion to cancel that Dragon; draw 1. A Dragon played as a number cannot be answered.
rule-x-po-2 = Sleeping Potion, on your turn: put a queen owned by any player, yourself included, back to sleep, face down in an empty slot you pick; draw 1. A Potion cannot put the Peacock Queen to sleep.
rule-x-po-3 = Sleeping Potion, in an after-wake window (X-AW): the same as on your turn (X-PO-2), and the Peacock Queen is still safe from it. This is in extended only, not in extended-v1.
rule-x-wa-1 = Magic Wand, as an answer: when any player plays a Sleeping Potion, in any of its ways, you may play a Wand to cancel that Potion; draw 1.
rule-x-wa-2 = Magic Wand, on your turn: swap a queen owned by any player, yourself included, with a queen in the grid. Each slot keeps its face: the owned queen goes into the grid face up if the grid queen lay face up, else face down, and the grid queen is now owned by that player. The swap wakes nobody. Draw 1.
rule-x-je-1 = Jester: reveal the top card of the draw pile and take it into your hand; it is your draw. If it is a number, count that many seats clockwise, yourself as 1: the player reached picks a slot, reveals that queen and owns her, without waking her. If it is not a number, nothing more happens.
rules-book-x-queens = Queens
rule-x-q-pan = Pancake Queen: she lies face up in the grid from the setup on.
rule-x-q-cak = Cake Queen: while you own her, every queen you own is hidden. The others see only their backs, in an order you may shuffle, and anyone who picks one of them picks blind.
rule-x-q-lad = Ladybug Queen: a Knight cannot take her.
rule-x-q-pea = Peacock Queen: a Sleeping Potion cannot put her to sleep.
rule-x-q-rai = Rainbow Queen: she counts as two queens for the queen-count win (X-END-1).
rule-x-q-ros = Rose Queen: when she is woken, you may wake one more queen: reveal her, wake her and own her.
rule-x-q-hea = Heart Queen: when you own her and any 5-point queen at the same time, choose: put the Heart Queen back, or put back every 5-point queen you own.
rule-x-q-cat = Cat Queen: when you own her and the Dog Queen at the same time, put one of the two back.
rule-x-q-dog = Dog Queen: when you own her and the Cat Queen at the same time, put one of the two back.
rule-x-q-sun = Sunflower Queen: if you own her, the Moon Queen and the Starfish Queen at the same time, you win.
rule-x-q-moo = Moon Queen: if you own her, the Sunflower Queen and the Starfish Queen at the same time, you win.
rule-x-q-sta = Starfish Queen: if you own her, the Sunflower Queen and the Moon Queen at the same time, you win.
rule-x-q-back = To put a queen back is to lay her face down in an empty slot that her owner picks. When several of these ownership rules clash at once, the owner picks which queens go back, one at a time, until nothing clashes.
rules-book-x-kings = Kings
rule-x-k-puz = Puzzle King, on your turn: reveal and wake a queen. For the round (until the start of your next turn), number cards may be played only one at a time. Draw 1.
rule-x-k-bub = Bubble Gum King, on your turn: reveal up to 3 sleeping queens one at a time, stopping after any of them if you like. Wake one of the queens you revealed; the others go back to the face they had before. Draw 1.
rule-x-k-che = Chess King, on your turn: reveal and wake a queen, then pick odd or even, and draw 1. For the round (until the start of your next turn), nobody may play number cards of that kind; a player left with no legal play by this limit skips their turn and draws nothing.
rule-x-k-hat = Hat King, on your turn: reveal and wake a queen (two, if the Rose Queen gives you one more). Then you may pick one queen owned by any player, yourself included: she and every queen this Hat King woke are shuffled face down, her owner takes one of them blind, and you own the rest. The ownership rules (X-Q-) for the queens a Hat King woke apply only after this step. Draw 1.
rule-x-k-coo = Cookie King, on your turn: reveal a queen. If she is the Pancake Queen, flip every queen in the grid (face down to face up, face up to face down), then wake her. If she is the Cake Queen, hide every queen that every player owns, then wake her. Any other queen: wake her. Queens hidden this way stay hidden until they change owner or go back to the grid, and a queen put back to sleep later always lies face down. Draw 1.
rule-x-k-tie = Tie-Dye King, on your turn: reveal a queen and look at her background. Red: you may reveal another and look again, or stop; when you stop, or no sleeping queen is left to reveal, wake all the queens revealed, in the order they were revealed. Green: turn every queen this king revealed face down, and wake none. Any other colour: stop and wake all the queens revealed, in order. Draw 1.
rule-x-k-fir = Fire King, on your turn: reveal and wake a queen, and draw 1. Then you may pick up to 5 cards in all from any players' hands, your own face up and the others' blind by their place in the hand. Those cards leave the game for good and are never shuffled back, and each player who lost cards draws as many.
rule-x-k-tur = Turtle King, on your turn: reveal and wake a queen, then draw 1, showing the card you draw to everyone. If it is a number of 5 or less, you take another turn after this one.
rules-book-x-windows = Answers and windows
rule-x-aw = After-wake window: when an effect that woke one or more queens has fully resolved (the Rose Queen's extra queen, the Hat King's exchange and putting queens back included), each player in clockwise order, starting with the player whose turn it is, may play one Knight or one Sleeping Potion (X-PO-3, extended only), or pass. Each card played resolves, with its own answer window, before the next player is asked.
rule-x-ans = Answer windows: when a Knight, a Dragon played as an answer or a Sleeping Potion is played, every player in clockwise order, starting with the player whose turn it is, may answer it with the card that cancels it (a Dragon for a Knight, a Sleeping Potion for an answering Dragon, a Magic Wand for a Potion) or pass. The first answer ends the asking, and the answering card then gets its own window. Each card can be answered only once: if its answer is itself cancelled, the card resolves. So a chain is at most Knight, Dragon, Potion, Wand.
rule-x-ans-2 = The bots and the table see only what the rules make public: when a player passes, the others are not told, and when two or more people share one screen, the way the game asks them must not give away who holds an answer card.
rules-book-x-end = The end of the game
rule-x-end-1 = The classic ways to win (C-WIN-1) hold, with the Rainbow Queen counting as two queens. A win is judged each time an action has fully resolved, its windows included, so an answer can still stop a win.
rule-x-end-2 = A player who owns the Sunflower, Moon and Starfish Queens at the same time wins, judged at the same moments as X-END-1.
rule-x-end-3 = The game ends when no sleeping queen is left, or when a player must draw and both the draw pile and the discard pile are empty. The most points wins; a tie goes to the player with more queens (the Rainbow Queen counting as two), and a tie that still remains is a shared win.
rule-x-end-4 = A player with no legal play discards one card and draws 1, as in classic (C-6), except when the Chess King's limit is the cause (X-K-CHE).
rules-book-house = House rules
rules-book-house-text = A house set starts from a base and turns on or off the rules that have a switch. Some rules are in no built-in set, and only a house set can turn them on, such as the one below.
rule-h-kn-1 = A Knight cannot take a queen from a player who owns only one queen: a player's last queen is safe from Knights, and the Rainbow Queen is still one queen here. No built-in rule set has this rule; a house set may turn it on, with classic or extended as its base.
switch-name-lone-queen = Last queen safe
switch-h-kn-1 = A Knight cannot take a player's only queen.
rules-book-mad-queens = Mad Queens
rules-book-mad-queens-text = A push-your-luck game of its own, played with standard decks. The words its rules use: your deck is your own pile, face down. Your row is the cards revealed in your current play. Your bank is a face-down stack whose top is the card added last, and only banked cards score. Your waiting queens are taken out at setup and shuffled in one for each bank; revealed queens are discarded but stay in sight, so they can be counted. Two banned cards lie face up, shared by everyone, and you may have temporary banned cards of your own. The banned deck gives the banned cards and has its own discard pile.
rule-m-1 = Setup: any number of players (the game offers 1 to 6). Each player has a deck of 54 cards (52 and 2 jokers): take out its four queens, which wait beside the deck, and shuffle the other 50. Shuffle a banned deck of 54 cards and turn two cards face up as the banned cards. The two banned cards never share a value: turn more onto the banned discard pile until they differ. A queen or a joker turned as a banned card at setup acts as in M-9 before the first play.
rule-m-2 = A play: everyone plays at the same time, and a round ends when every player still in the game has finished their play. Your play stays private until the round ends (at one screen, players take their plays one after another behind the hand-off cover, and bots play alongside); nothing you do in your play changes anyone else's, except the draws of temporary banned cards (M-7), which are made in seat order. A play starts by revealing the top card of your deck. Whenever the play is open, after a card that neither busts nor forces a reveal, you choose: reveal another card, or bank the row.
rule-m-3 = Bust: a revealed card busts if its value equals a banned card's value, or its suit is banned by a banned queen (M-9), or it does either against one of your temporary banned cards. The whole row is discarded and your play ends; cards already banked by an exact match (M-4) stay banked. That banned card has been hit. Jokers have no value and no suit, and never bust on their own.
rule-m-4 = Exact match: a revealed card equal in both value and suit to a banned card, shared or temporary, does not bust. It is banked at once, face up on top of your bank, worth double: 4 points if it is a heart, else 2. It hits every banned card it matches in any way (exactly, by value, or by a banned queen's suit, shared and temporary alike: one 5 of hearts under a shared 5 of hearts and a temporary 5 of clubs hits both), but it is not a bank, so the banking step of M-7 does not follow. Your play stays open: reveal, or bank, even if the row is now empty.
rule-m-5 = Joker: revealing a joker forces two more reveals at once. Resolve the two cards: exact matches first (M-4), then each queen among them is paid (M-6), then the row busts if either card busts (M-3). A queen among them forces one more reveal, and a joker two more. A banked joker scores 1.
rule-m-6 = Queen: a revealed queen costs 2, plus 1 for each other card of her suit revealed in this play (exact matches and forced reveals included, herself not). Pay by discarding that many cards from the top of your bank; the queen goes to the revealed queens, never banked and never used again. Then you must reveal one more card. If your bank holds fewer cards than the cost, your game ends at once: nothing is paid and the row is discarded.
rule-m-7 = Banking: the row goes onto your bank in the order it was revealed, the last card on top. Then one waiting queen is shuffled into your deck at a random place. If no queen is waiting, you draw a temporary banned card from the banned deck instead: it applies to you alone from your next play on, bans as a shared banned card does (a queen bans her suit) and is never replaced; when any of your temporary banned cards is hit, by a bust or an exact match, all of them are discarded. A temporary joker runs the joker event (M-9) for you alone, then is discarded and you draw another.
rule-m-8 = Replacing banned cards: when a round ends, each shared banned card hit in it is replaced from the banned deck, the first slot before the second, keeping the two values different (M-1); a new queen or joker acts as in M-9. A hit card stays in its slot until its replacement has been drawn, and only then goes to the banned discard pile, so a slot is never empty. When the banned deck runs out, its discard pile, without the card being replaced, is shuffled into a new banned deck; if both are empty, the hit card simply stays.
rule-m-9 = Banned queens and jokers: a banned queen bans her whole suit, not the value Q. A banned joker makes every player still in the game reveal two cards. A player with a match among them (the other banned card's value, or its suit if it is a queen, or a joker) must bank both, exact matches at double, and then takes the banking step of M-7; otherwise both are discarded. A queen revealed this way is paid (M-6), never banked, and is never a match herself. These two reveals force nothing more (a joker among them is a match, not a new event), and their matches are not hits, so they replace no banned card. Then the banned joker is discarded and replaced.
rule-m-10 = End: your game ends when you cannot pay a queen (M-6); after you pay your fourth revealed queen (the row is then discarded); when a reveal is required and your deck is empty (the row is discarded; a reveal you could choose is simply not offered); or by your choice at the start of a play, once 12 or fewer cards are left in your deck. When every player's game has ended, the most points wins: each banked card scores 1, a heart 2, and an exact match double. Players with equal points share the win.
