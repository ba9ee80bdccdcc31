package printout

import "testing"

// skipRasterInShort skips a test that rasterises pages under -short, the
// race pass of the tests (see README): the package starts no goroutine, so
// the detector has nothing to find in it, and it slows the drawing
// tenfold. The plain pass runs these tests.
func skipRasterInShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: pages are rasterised in the plain pass")
	}
}
