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
