package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"
	"testing"
)

// TestReason: a failed export showed "write /tmp/…/.old.pdf.tmp-1948431934:
// no space left on device". The player is told what the system said,
// without the temporary file's path.
func TestReason(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{&fs.PathError{Op: "write", Path: "/tmp/a/.old.pdf.tmp-1948431934", Err: syscall.ENOSPC}, "no space left on device"},
		{fmt.Errorf("game: save: %w", &fs.PathError{Op: "open", Path: "/x/y", Err: syscall.EACCES}), "permission denied"},
		{&os.LinkError{Op: "rename", Old: "/a/.t", New: "/a/b.pdf", Err: syscall.EXDEV}, "invalid cross-device link"},
		{errors.New("level medium has 120 puzzles; asked for 500"), "level medium has 120 puzzles; asked for 500"},
	} {
		if got := reason(tc.err); got != tc.want {
			t.Errorf("reason(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
}
