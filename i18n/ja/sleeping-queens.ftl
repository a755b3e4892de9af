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
