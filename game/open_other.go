//go:build !unix

package game

import "os"

// openNonBlocking opens path for reading; only Unix has FIFOs that block.
func openNonBlocking(path string) (*os.File, error) { return os.Open(path) }
