//! The search tree: nodes in one arena, children as linked lists of indices, so growing the
//! tree allocates nothing once the arena's capacity is reserved, and the tree never grows past
//! that capacity.

use cathedra_core::{Actor, Seat, MAX_SEATS};

/// No node.
pub(crate) const NONE: u32 = u32::MAX;

/// One node: the edge into it (who acted, and the action as the searching seat observes it:
/// `None` for an action it does not see), its statistics, and its first child and next sibling.
///
/// A `secret` node is no edge of the tree: it keeps the statistics of another seat's secret
/// choice (`action`, as that seat made it) at the node where the choice's round began, so that
/// the seat can choose by its own statistics; the walk goes on along the edge the searching
/// seat observes. Those of one seat hang under one secret node with no action, a child of the
/// node where the round began; they have no children.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Node<A> {
    pub actor: Actor,
    pub action: Option<A>,
    pub secret: bool,
    pub first_child: u32,
    pub next_sibling: u32,
    pub visits: u32,
    /// Iterations in which this node's edge was available (its action legal) when its parent
    /// was reached: the `N` of availability-aware UCB.
    pub available: u32,
    pub children: u32,
    /// Sum of rewards per seat (max^n).
    pub value: [f32; MAX_SEATS],
}

/// A tree in an arena of bounded capacity.
#[derive(Debug)]
pub(crate) struct Tree<A> {
    pub nodes: Vec<Node<A>>,
    capacity: usize,
    /// The arena a kept subtree is copied into, then swapped with `nodes`.
    spare: Vec<Node<A>>,
    /// Old and new indices of the nodes still to copy.
    queue: Vec<(u32, u32)>,
}

impl<A: Copy + Eq> Tree<A> {
    pub fn new() -> Self {
        Tree {
            nodes: Vec::new(),
            capacity: 0,
            spare: Vec::new(),
            queue: Vec::new(),
        }
    }

    /// Keeps the subtree reached from the root along `path` (edges as the searching seat
    /// observed them), with its statistics, as the new root, and room for `capacity` nodes in
    /// all; the subtree is copied breadth first, so past `capacity` its deepest nodes are
    /// dropped. False, and the tree unchanged, when the tree has no such node.
    pub fn reroot(&mut self, path: &[(Actor, Option<A>)], capacity: usize) -> bool {
        if self.nodes.is_empty() {
            return false;
        }
        let mut root = 0u32;
        for &(actor, action) in path {
            match self.child(root, actor, action, false) {
                Some(c) => root = c,
                None => return false,
            }
        }
        let capacity = capacity.max(1);
        self.spare.clear();
        if self.spare.capacity() < capacity {
            self.spare.reserve_exact(capacity);
        }
        self.spare.push(Node {
            first_child: NONE,
            next_sibling: NONE,
            children: 0,
            ..self.nodes[root as usize]
        });
        self.queue.clear();
        self.queue.push((root, 0));
        let mut head = 0;
        'copy: while head < self.queue.len() {
            let (old, new) = self.queue[head];
            head += 1;
            let mut c = self.nodes[old as usize].first_child;
            while c != NONE {
                if self.spare.len() >= capacity {
                    break 'copy;
                }
                let id = self.spare.len() as u32;
                let parent = &mut self.spare[new as usize];
                let sibling = parent.first_child;
                parent.first_child = id;
                parent.children += 1;
                let n = self.nodes[c as usize];
                self.spare.push(Node {
                    first_child: NONE,
                    next_sibling: sibling,
                    children: 0,
                    ..n
                });
                self.queue.push((c, id));
                c = n.next_sibling;
            }
        }
        std::mem::swap(&mut self.nodes, &mut self.spare);
        self.capacity = capacity;
        true
    }

    /// Empties the tree, keeping room for `capacity` nodes, and adds the root.
    pub fn reset(&mut self, capacity: usize, root_actor: Actor) {
        self.nodes.clear();
        self.capacity = capacity.max(1);
        if self.nodes.capacity() < self.capacity {
            self.nodes.reserve_exact(self.capacity);
        }
        self.nodes.push(Node {
            actor: root_actor,
            action: None,
            secret: false,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            available: 0,
            children: 0,
            value: [0.0; MAX_SEATS],
        });
    }

    /// Gives the root (just reset, a decision of `seat`) a child for each of `priors`'
    /// actions, with its reward to `seat` counted as `visits` visits already made (as many as
    /// the arena holds).
    pub fn seed_root(&mut self, seat: Seat, priors: &[(A, f64)], visits: u32) {
        for &(action, reward) in priors {
            let Some(c) = self.add(0, Actor::Seat(seat), Some(action), false) else {
                return;
            };
            let n = &mut self.nodes[c as usize];
            n.visits = visits;
            n.available = visits;
            n.value[seat.index()] = (reward * f64::from(visits)) as f32;
        }
    }

    pub fn is_full(&self) -> bool {
        self.nodes.len() >= self.capacity
    }

    /// The child of `parent` for this edge (`secret`: the statistics of a secret choice).
    pub fn child(&self, parent: u32, actor: Actor, action: Option<A>, secret: bool) -> Option<u32> {
        let mut c = self.nodes[parent as usize].first_child;
        while c != NONE {
            let n = &self.nodes[c as usize];
            if n.actor == actor && n.action == action && n.secret == secret {
                return Some(c);
            }
            c = n.next_sibling;
        }
        None
    }

    /// Adds a child of `parent` for this edge (`secret`: the statistics of a secret choice);
    /// `None` when the arena is full.
    pub fn add(
        &mut self,
        parent: u32,
        actor: Actor,
        action: Option<A>,
        secret: bool,
    ) -> Option<u32> {
        if self.is_full() {
            return None;
        }
        let id = self.nodes.len() as u32;
        let p = &mut self.nodes[parent as usize];
        let sibling = p.first_child;
        p.first_child = id;
        p.children += 1;
        self.nodes.push(Node {
            actor,
            action,
            secret,
            first_child: NONE,
            next_sibling: sibling,
            visits: 0,
            available: 0,
            children: 0,
            value: [0.0; MAX_SEATS],
        });
        Some(id)
    }

    /// The children of `parent`.
    pub fn children(&self, parent: u32) -> impl Iterator<Item = u32> + '_ {
        let mut c = self.nodes[parent as usize].first_child;
        std::iter::from_fn(move || {
            (c != NONE).then(|| {
                let id = c;
                c = self.nodes[c as usize].next_sibling;
                id
            })
        })
    }
}
