package ui_test

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// TestMenuShowsKeys: the menus showed no keys, though the window handles
// Ctrl+N, Ctrl+C and Ctrl+V. New, Copy and Paste now show them, and only
// show them: no shortcut the driver sends for the key matches the item's,
// so the key still goes where it went (see TestShortcuts and the clipboard
// tests for what it does).
func TestMenuShowsKeys(t *testing.T) {
	f := newFixture(t)
	for _, tc := range []struct {
		item string
		key  fyne.KeyName
		sent []fyne.Shortcut // what the driver sends for the key
	}{
		{"new", fyne.KeyN, []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}}},
		{"copy", fyne.KeyC, []fyne.Shortcut{&fyne.ShortcutCopy{}, &desktop.CustomShortcut{KeyName: fyne.KeyC, Modifier: fyne.KeyModifierShortcutDefault}}},
		{"paste", fyne.KeyV, []fyne.Shortcut{&fyne.ShortcutPaste{}, &desktop.CustomShortcut{KeyName: fyne.KeyV, Modifier: fyne.KeyModifierShortcutDefault}}},
	} {
		t.Run(tc.item, func(t *testing.T) {
			it := f.play.MenuItem(tc.item)
			ks, ok := it.Shortcut.(fyne.KeyboardShortcut)
			if !ok {
				t.Fatalf("the %s item shows no key: %v", tc.item, it.Shortcut)
			}
			if ks.Key() != tc.key || ks.Mod() != fyne.KeyModifierShortcutDefault {
				t.Errorf("the %s item shows %v+%v, want %v+%v", tc.item, ks.Mod(), ks.Key(), fyne.KeyModifierShortcutDefault, tc.key)
			}
			for _, s := range tc.sent {
				if s.ShortcutName() == ks.ShortcutName() {
					t.Errorf("the %s item would take %s from the window's own handler", tc.item, s.ShortcutName())
				}
			}

			// The menu draws the key beside the item.
			m := widget.NewMenu(fyne.NewMenu("", it))
			f.win.Canvas().Overlays().Add(m)
			defer f.win.Canvas().Overlays().Remove(m)
			var drawn []string
			for _, o := range objects(m) {
				if txt, ok := o.(*canvas.Text); ok {
					drawn = append(drawn, txt.Text)
				}
			}
			if !slices.Contains(drawn, string(tc.key)) {
				t.Errorf("the menu draws %q, without %q", drawn, tc.key)
			}
		})
	}
}
