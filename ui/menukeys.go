package ui

import (
	"runtime"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// The main menu shows beside an item the key that does the same (Ctrl+N,
// Ctrl+C, Ctrl+V), so that the keys can be learnt there. The window
// handles those keys itself, on the canvas (bindKeys), where it knows
// whether a dialog is open or a text field has the focus; a menu item's
// shortcut would be run by the driver before any of that. So the item
// carries a shortcut that is only shown: its name is none the driver
// sends, and the key reaches bindKeys as before.

var _ fyne.KeyboardShortcut = (*shownShortcut)(nil)

// shownShortcut is a key a menu item shows but does not handle.
type shownShortcut struct{ desktop.CustomShortcut }

// ShortcutName is unlike the name of any shortcut the driver sends.
func (s *shownShortcut) ShortcutName() string { return "Shown:" + s.CustomShortcut.ShortcutName() }

// menuKeys are the menu items, by key, that show the shortcut the window
// binds for the same action.
var menuKeys = map[string]desktop.CustomShortcut{
	"new":      {KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault},
	"copy":     {KeyName: fyne.KeyC, Modifier: fyne.KeyModifierShortcutDefault},
	"paste":    {KeyName: fyne.KeyV, Modifier: fyne.KeyModifierShortcutDefault},
	"practise": {KeyName: fyne.KeyT, Modifier: fyne.KeyModifierShortcutDefault},
	"quit":     {KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault},
	// The two-candidate cells' filter (Alt and a digit, that digit's, is
	// shown by its item: see highlightItems).
	"highlight-bivalue": {KeyName: fyne.KeyB, Modifier: fyne.KeyModifierAlt},
}

// showKeys gives the menu items their keys to show. On macOS it gives
// none: the native menu bar would take the keys for itself, copy and
// paste in text fields included.
func showKeys(items map[string]*fyne.MenuItem) {
	if runtime.GOOS == "darwin" {
		return
	}
	for key, s := range menuKeys {
		if it := items[key]; it != nil {
			it.Shortcut = &shownShortcut{s}
		}
	}
}
