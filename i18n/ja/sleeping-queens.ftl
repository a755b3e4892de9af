# プレイヤーが目にするすべての言葉（日本語）。用語は docs/glossary.md に従う。

-sleeping-queens = スリーピング・クイーン
-mad-queens = マッド・クイーン

## Title

title-name = { -sleeping-queens }
title-tagline = ライバルより先にクイーンを起こそう
title-new-game = 新しいゲーム
title-mad-queens = { -mad-queens }
title-continue = つづきから
title-load = ロード
title-rules = ルール
title-settings = 設定
title-quit = 終了
title-version = バージョン { $version }

## Menus shared by the screens

menu-back = 戻る
menu-done = 完了
menu-close = 閉じる

## Pause

pause-heading = 一時停止中
pause-resume = 再開
pause-rules = ルール
pause-settings = 設定
pause-save-as = 名前をつけてセーブ
pause-save-name-hint = セーブ名
pause-save = セーブ
pause-saved-as = { $path } にセーブしました
pause-quit = セーブしてメニューへ

## Settings

settings-heading = 設定
settings-music = 音楽
settings-effects = 効果音
settings-animation-speed = アニメーション速度
settings-time-to-answer = 応答の時間
settings-countdown = カウントダウン
settings-memory-hints = 記憶のヒント
settings-memory-hints-detail = 裏向きの場所に最後に見えたクイーンを表示
settings-mad-odds = { -mad-queens }の確率
settings-mad-odds-detail = 次のカードでバーストする確率を表示
settings-fullscreen = フルスクリーン
settings-language = 言語
settings-language-system = システムに従う（{ $language }）

## How to play

rules-heading = 遊び方
rules-tab-sleeping-queens = { -sleeping-queens }
rules-tab-mad-queens = { -mad-queens }
menu-start = 開始

## Rule sets

rules-classic = オリジナルルール
rules-extended = 拡張ルール
rules-extended-v1 = 拡張ルール（初版）

## Seats

seat-empty = 空席
seat-person = 人間
seat-bot-easy = CPU（かんたん）
seat-bot-normal = CPU（ふつう）
seat-bot-hard = CPU（むずかしい）

## New game (Sleeping Queens)

setup-heading = 新しいゲーム
setup-seat = 席 { $number }
setup-default-name = プレイヤー { $number }
setup-rules = ルール
setup-classic-words = オリジナルのゲーム：キングがクイーンを起こし、騎士が奪い、眠り薬がクイーンを再び眠らせる。
setup-extended-words = すべてのクイーンとキングに能力があり、騎士・ドラゴン・眠り薬・魔法の杖は手番外に応答として出せる。数字はストレートでも出せる。
setup-extended-v1-words = 拡張ルールの初版：ストレートなし、起こした後の眠り薬なし。
setup-house-rules-words = ファイルから読むハウスルール。
setup-house-rules-file = ハウスルールのファイル
setup-house-rules-hint = パス/rules.ron
setup-who-starts = 先手
setup-random = ランダム
setup-seed = シード値（任意）
setup-seed-hint = ランダム
setup-error-rules-file = ルールのファイル `{ $file }` を読めません：{ $error }
setup-error-seed = シード値 `{ $seed }` は整数ではありません
setup-error-seats = ゲームは 2～5 席です
setup-error-names = どの席にも名前が必要です

## New game (Mad Queens)

mad-setup-heading = { -mad-queens }
mad-setup-intro = 運だめし：自分の山札からカードをめくり、禁止カードが出る前に確保しよう。全員が同時にプレイし、得点が最も多い人の勝ち。
mad-setup-player = プレイヤー { $number }
mad-setup-error-players = { -mad-queens }は { $min }～{ $max } 人で遊びます
rules-mad-queens = { -mad-queens }

## Lists of names

list-comma = 、
list-and = { $first }と{ $last }

## Saved games

load-heading = セーブデータ
load-none = { $folder } にはまだセーブデータがありません。
load-autosave = 前回のゲーム（オートセーブ）
load-autosave-backup = その前のゲーム（オートセーブの控え）
load-finished = 終了：{ $winners }の勝ち
load-no-leader = まだ誰もクイーンを持っていない
load-leads = { $leaders }がリード
load-detail = { $rules } · { $seats } · { $turn } 手番目 · { $lead }
load-load = ロード
load-replay = リプレイ
load-delete = 削除
load-keep = 残す
load-delete-confirm = { $file } を完全に削除しますか？

## Results

results-you-win = あなたの勝ち！
results-wins = { $name }の勝ち！
results-share = { $names }の引き分け（同点勝利）！
results-player = プレイヤー
results-points = 得点
results-queens = クイーン
results-turns = { $turns } 手番
results-rematch = 再戦
results-main-menu = メインメニュー
results-chart = 各手番の開始時の得点
