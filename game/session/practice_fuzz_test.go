package session

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzPracticeFiles: whatever the trainer's files hold, reading them
// never panics, and a file that is not read whole is kept aside as it was.
func FuzzPracticeFiles(f *testing.F) {
	f.Add([]byte(`{"version":1,"positions":{"x-wing":[":0300:4:+4.9.3...+183.1.....17..6.+3.+85+21.....3+784.+2.15+96+9+3.+1.2.7....9..14.+1...4.36.+4..7+18..:214:428::"]}}`))
	f.Add([]byte(`{"version":1,"techniques":{"x-wing":{"tried":3,"found":1}}}`))
	f.Add([]byte(`{"version":1,"positions":{"x-wing":[":0300:4:1"]}}`))
	f.Add([]byte("{"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		for _, load := range []func(string) error{
			func(p string) error { _, err := loadPracticeCache(p); return err },
			func(p string) error { _, err := loadPracticeStats(p); return err },
		} {
			path := filepath.Join(dir, "f.json")
			if err := os.WriteFile(path, data, 0o600); err != nil {
				t.Fatal(err)
			}
			if err := load(path); err != nil {
				kept, rerr := os.ReadFile(path + ".corrupt")
				if rerr != nil || string(kept) != string(data) {
					t.Fatalf("%v; kept aside %q, %v", err, kept, rerr)
				}
				os.Remove(path + ".corrupt")
			}
		}
	})
}
