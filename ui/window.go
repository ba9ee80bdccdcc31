package ui

import (
	"path/filepath"
	"runtime/debug"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/assets"
)

// Title is the main window's title; scripts and tests find the window by it.
const Title = "Sudoku"

// NewWindow makes the game's main window in a: it plays the saved game or a
// new one, saves into the app's storage after every move, keeps the clock
// running while the app is in front, and pauses it, covering the board,
// while it is not. The settings, kept in the app's preferences, give the
// theme and the language (see UseLanguage) before anything is built.
func NewWindow(a fyne.App) fyne.Window {
	settings := LoadSettings(a.Preferences())
	if settings.Language != LanguageSystem {
		if err := UseLanguage(settings.Language); err != nil {
			fyne.LogError("choosing the language", err)
		}
	}
	ApplyTheme(a, settings.Theme)
	fonts := warmFonts() // parsed while a.NewWindow connects to the display
	w := a.NewWindow(Title)
	<-fonts
	w.SetIcon(assets.WindowIcon)
	opts := Options{Stats: a.Preferences(), Prefs: a.Preferences()}
	if root := a.Storage().RootURI(); root != nil && root.Scheme() == "file" {
		opts.SavePath = filepath.Join(root.Path(), "game.json")
		opts.StatsPath = filepath.Join(root.Path(), "stats.json")
	}
	p := NewPlay(w, opts)
	p.app = a
	w.SetMainMenu(p.menu(a))
	w.Resize(fyne.NewSize(560, 720))

	life := a.Lifecycle()
	life.SetOnExitedForeground(func() { p.s.Pause() })
	life.SetOnEnteredForeground(func() { p.s.Resume() })
	// Parsing fonts and building the first frame leave some megabytes of
	// garbage; hand them back to the system now, not minutes later.
	life.SetOnStarted(func() { go debug.FreeOSMemory() })
	stop := make(chan struct{})
	go func() {
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				fyne.Do(p.tick)
			case <-stop:
				return
			}
		}
	}()
	w.SetOnClosed(func() {
		close(stop)
		p.s.Close()
	})
	return w
}

// menu builds the main menu: new games by level, a puzzle of the player's
// own, puzzle files, copy and paste, filling the notes, the theme and the
// settings.
func (p *Play) menu(a fyne.App) *fyne.MainMenu {
	newGame := fyne.NewMenuItem(lang.L("menu.new"), nil)
	newGame.ChildMenu = fyne.NewMenu("", p.levelItems()...)
	games := []*fyne.MenuItem{newGame,
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("menu.enter"), p.act(func() { p.s.EnterPuzzle() })),
		fyne.NewMenuItem(lang.L("menu.paste"), p.act(func() { p.s.Paste(a.Clipboard().Content()) })),
		fyne.NewMenuItem(lang.L("menu.copy"), p.act(func() { a.Clipboard().SetContent(p.s.Copy()) })),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("menu.open-file"), p.openPuzzleFile),
		fyne.NewMenuItem(lang.L("menu.save-file"), p.savePuzzleFile),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("menu.fill"), p.act(func() { p.s.FillNotes() })),
	}
	themes := fyne.NewMenuItem(lang.L("menu.theme"), nil)
	themes.ChildMenu = fyne.NewMenu("")
	p.themeItems = map[ThemeChoice]*fyne.MenuItem{}
	for _, t := range []struct {
		choice ThemeChoice
		key    string
	}{{ThemeSystem, "menu.theme.system"}, {ThemeLight, "menu.theme.light"}, {ThemeDark, "menu.theme.dark"}} {
		item := fyne.NewMenuItem(lang.L(t.key), func() { p.setTheme(t.choice) })
		item.Checked = p.settings.Theme == t.choice
		p.themeItems[t.choice] = item
		themes.ChildMenu.Items = append(themes.ChildMenu.Items, item)
	}
	return fyne.NewMainMenu(
		fyne.NewMenu(lang.L("menu.game"), append(games,
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem(lang.L("menu.stats"), p.showStats),
			fyne.NewMenuItem(lang.L("menu.export-png"), func() { p.saveAs(".png", "sudoku.png", p.ExportPNG) }),
			fyne.NewMenuItem(lang.L("menu.export-pdf"), func() { p.saveAs(".pdf", "sudoku.pdf", p.ExportPDF) }),
			fyne.NewMenuItem(lang.L("menu.print"), p.showPrintLevel),
		)...),
		fyne.NewMenu(lang.L("menu.view"), themes, fyne.NewMenuItem(lang.L("menu.settings"), p.ShowSettings)),
	)
}
