//! The blocks a probe has read, decompressed and kept for the next
//! probes, up to a number of bytes: the least recently used go first.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use super::block::Block;
use crate::Material;

/// The bytes of blocks a cache keeps unless told otherwise: 512 MiB,
/// 2,048 blocks of a byte an index. A probe of a position and of its
/// moves reads at most two blocks (DTM and DTZ) for each, 12 MB in all
/// for a five-piece position of forty moves; a batch of random positions
/// of the 35 endings of 3 and 4 pieces reads every block of them in the
/// end, 323 MiB with all four metrics: kept, they are read once (14,000
/// positions a second); in 256 MiB, the least recently used are dropped
/// just before they are needed again (1,800 a second).
pub(crate) const DEFAULT_CACHE_BYTES: u64 = 512 << 20;

/// Which block: the table's ending and the block's number in its file.
type Key = (Material, u32);

/// Blocks kept, the least recently used dropped first once they take more
/// than the capacity. Shared by the tables of a set, behind a lock: probes
/// from several threads take turns at it, and decompress outside it.
#[derive(Debug)]
pub(crate) struct BlockCache {
    inner: Mutex<Inner>,
}

#[derive(Debug)]
struct Inner {
    capacity: u64,
    held: u64,
    /// The number of the last use, counted over every look-up.
    clock: u64,
    blocks: HashMap<Key, (Arc<Block>, u64)>,
}

impl BlockCache {
    /// An empty cache of `capacity` bytes.
    pub(crate) fn new(capacity: u64) -> BlockCache {
        BlockCache {
            inner: Mutex::new(Inner {
                capacity,
                held: 0,
                clock: 0,
                blocks: HashMap::new(),
            }),
        }
    }

    fn inner(&self) -> std::sync::MutexGuard<'_, Inner> {
        // A probe that panicked leaves the cache as it was: usable.
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The capacity in bytes.
    pub(crate) fn capacity(&self) -> u64 {
        self.inner().capacity
    }

    /// Sets the capacity, dropping blocks down to it.
    pub(crate) fn set_capacity(&self, capacity: u64) {
        let mut inner = self.inner();
        inner.capacity = capacity;
        inner.shrink(0);
    }

    /// The bytes of the blocks kept.
    pub(crate) fn held(&self) -> u64 {
        self.inner().held
    }

    /// The block `number` of the table of `material`: the one kept, or the
    /// one `read` gives, then kept (unless it alone is over the capacity).
    pub(crate) fn block<E>(
        &self,
        material: Material,
        number: u32,
        read: impl FnOnce() -> Result<Block, E>,
    ) -> Result<Arc<Block>, E> {
        let key = (material, number);
        {
            let mut inner = self.inner();
            inner.clock += 1;
            let now = inner.clock;
            if let Some((block, used)) = inner.blocks.get_mut(&key) {
                *used = now;
                return Ok(Arc::clone(block));
            }
        }
        let block = Arc::new(read()?);
        let bytes = block.memory();
        let mut inner = self.inner();
        if bytes <= inner.capacity {
            inner.shrink(bytes);
            inner.clock += 1;
            let now = inner.clock;
            if let Some((old, _)) = inner.blocks.insert(key, (Arc::clone(&block), now)) {
                // Read by another thread meanwhile: counted once.
                inner.held -= old.memory();
            }
            inner.held += bytes;
        }
        Ok(block)
    }

    /// Drops the blocks of `material`'s table (replaced by another).
    pub(crate) fn forget(&self, material: Material) {
        let mut inner = self.inner();
        let mut freed = 0;
        inner.blocks.retain(|&(held, _), (block, _)| {
            let keep = held != material;
            if !keep {
                freed += block.memory();
            }
            keep
        });
        inner.held -= freed;
    }
}

impl Inner {
    /// Drops the least recently used blocks until `room` more bytes fit.
    fn shrink(&mut self, room: u64) {
        while self.held + room > self.capacity {
            let Some((&oldest, _)) = self.blocks.iter().min_by_key(|(_, (_, used))| *used) else {
                return;
            };
            let (block, _) = self.blocks.remove(&oldest).expect("found");
            self.held -= block.memory();
        }
    }
}

impl Clone for BlockCache {
    /// An empty cache of the same capacity.
    fn clone(&self) -> BlockCache {
        BlockCache::new(self.capacity())
    }
}

impl Default for BlockCache {
    fn default() -> BlockCache {
        BlockCache::new(DEFAULT_CACHE_BYTES)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(len: usize) -> Block {
        Block::narrow(vec![7; len])
    }

    #[test]
    fn the_least_recently_used_block_goes_first() {
        let cache = BlockCache::new(300);
        let kqvk: Material = "KQvK".parse().unwrap();
        let reads = std::cell::Cell::new(0);
        let read = |len| {
            reads.set(reads.get() + 1);
            Ok::<_, ()>(block(len))
        };
        cache.block(kqvk, 0, || read(100)).unwrap();
        cache.block(kqvk, 1, || read(100)).unwrap();
        cache.block(kqvk, 2, || read(100)).unwrap();
        assert_eq!(cache.held(), 300);
        // Block 0 used again: block 1 is now the oldest.
        cache.block(kqvk, 0, || read(100)).unwrap();
        assert_eq!(reads.get(), 3);
        cache.block(kqvk, 3, || read(100)).unwrap();
        assert_eq!((reads.get(), cache.held()), (4, 300));
        cache.block(kqvk, 0, || read(100)).unwrap();
        cache.block(kqvk, 2, || read(100)).unwrap();
        assert_eq!(reads.get(), 4);
        cache.block(kqvk, 1, || read(100)).unwrap();
        assert_eq!(reads.get(), 5);
        // Larger than the whole cache: read, given, not kept.
        let big = cache.block(kqvk, 9, || read(301)).unwrap();
        assert_eq!((big.code(0), cache.held()), (7, 300));
        cache.set_capacity(150);
        assert_eq!(cache.held(), 100);
        cache.forget(kqvk);
        assert_eq!(cache.held(), 0);
        let error = cache.block(kqvk, 0, || Err::<Block, _>("unreadable"));
        assert_eq!(error.unwrap_err(), "unreadable");
    }
}
