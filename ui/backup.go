package ui

import (
	"encoding/json"
	"io"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// backupSettingsKey is the window's settings' name in a backup: they go
// as one JSON object, read back into the settings in force, so that a
// setting the backup lacks keeps its value here.
const backupSettingsKey = "settings"

// practiceDir is the folder of the trainer's files, beside the
// statistics; "" when none are kept.
func (p *Play) practiceDir() string {
	if p.opts.StatsPath == "" {
		return ""
	}
	return filepath.Dir(p.opts.StatsPath)
}

// exportBackup asks for a file and writes the backup of everything the
// player keeps into it (see session.Session.ExportBackup).
func (p *Play) exportBackup() {
	p.saveAs(".json", "sudoku-backup.json", p.writeBackup)
}

// writeBackup writes the backup, the window's settings in it, to w.
func (p *Play) writeBackup(w io.Writer) error {
	data, err := json.Marshal(p.settings)
	if err != nil {
		return err
	}
	return p.s.ExportBackup(w, map[string]string{backupSettingsKey: string(data)}, p.practiceDir())
}

// readBackup adds the backup r holds to what the player has here and
// puts its settings in force.
func (p *Play) readBackup(r io.Reader) {
	settings, _ := p.s.ImportBackup(r, p.practiceDir())
	if text, ok := settings[backupSettingsKey]; ok {
		s := p.settings
		if json.Unmarshal([]byte(text), &s) == nil {
			p.SetSettings(s)
		}
	}
	p.focusBoard()
}

// importBackup asks for a backup file and adds what it holds to what the
// player has here (see session.Session.ImportBackup), putting its
// settings in force; a file that is not one changes nothing, and the
// status line says why.
func (p *Play) importBackup() {
	installSafeFiles()
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil {
			p.showError(err)
			return
		}
		if rc == nil { // cancelled
			return
		}
		defer rc.Close()
		p.readBackup(rc)
	}, p.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	p.showHolding(d)
}
