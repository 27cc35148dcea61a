//! The ruling engine: a pure state machine over a decision tree. Start, answer, go back to
//! any earlier step; the path so far and, at the end, the ruling. No UI types: the app, the
//! command line and the tests drive the same engine.

use crate::model::tree::{Node, Ruling, Tree};

/// What the director gives at a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// The answer with this index (0-based) at a question.
    Choice(usize),
    /// A number at a count node.
    Count(u32),
}

/// One answered step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The node that was answered.
    pub node: String,
    /// What was given.
    pub input: Input,
    /// The question as shown.
    pub question: String,
    /// The answer as shown (the answer's label, or the number with its range's label).
    pub answer: String,
}

/// Why an input was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A choice that is not one of the answers.
    #[error("нет ответа с номером {given}: выберите от 1 до {count}")]
    NoSuchAnswer {
        /// The number given (1-based, as the user typed it).
        given: usize,
        /// How many answers there are.
        count: usize,
    },
    /// A number outside the count's range.
    #[error("число {given} вне допустимого: от {min} до {max}")]
    OutOfRange {
        /// The number.
        given: u32,
        /// Smallest accepted.
        min: u32,
        /// Largest accepted.
        max: u32,
    },
    /// A choice given where a number is asked, or the other way round.
    #[error("{0}")]
    WrongKind(&'static str),
    /// The tree has already reached a ruling.
    #[error("решение уже получено; можно вернуться назад или начать заново")]
    Finished,
    /// The tree points at a node that does not exist (caught by validation first).
    #[error("в дереве нет узла «{0}»")]
    MissingNode(String),
}

/// A walk through one tree.
#[derive(Debug, Clone)]
pub struct Session<'t> {
    tree: &'t Tree,
    steps: Vec<Step>,
    current: String,
}

/// The end of a walk.
#[derive(Debug, Clone)]
pub struct Outcome<'t> {
    /// The ruling node's id.
    pub id: String,
    /// The ruling.
    pub ruling: &'t Ruling,
    /// The path that led to it.
    pub path: Vec<Step>,
}

impl<'t> Session<'t> {
    /// Starts at the tree's first node.
    pub fn new(tree: &'t Tree) -> Self {
        Session {
            tree,
            steps: Vec::new(),
            current: tree.start.clone(),
        }
    }

    /// Replays answers as a person types them (1-based answer numbers, or the number at a
    /// count node). On a refused answer, returns its index (0-based) and why.
    pub fn replay<S: AsRef<str>>(
        tree: &'t Tree,
        answers: &[S],
    ) -> Result<Self, (usize, RuleError)> {
        let mut s = Session::new(tree);
        for (k, a) in answers.iter().enumerate() {
            let input = s.parse_input(a.as_ref()).map_err(|e| (k, e))?;
            s.answer(input).map_err(|e| (k, e))?;
        }
        Ok(s)
    }

    /// The tree.
    pub fn tree(&self) -> &'t Tree {
        self.tree
    }

    /// The current node's id.
    pub fn current_id(&self) -> &str {
        &self.current
    }

    /// The current node.
    pub fn current(&self) -> Result<&'t Node, RuleError> {
        self.tree
            .nodes
            .get(&self.current)
            .ok_or_else(|| RuleError::MissingNode(self.current.clone()))
    }

    /// The steps answered so far.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Answers the current node.
    pub fn answer(&mut self, input: Input) -> Result<(), RuleError> {
        let node = self.current()?;
        let (next, question, answer) = match (node, input) {
            (Node::Ruling(_), _) => return Err(RuleError::Finished),
            (Node::Question(q), Input::Choice(i)) => {
                let a = q.answers.get(i).ok_or(RuleError::NoSuchAnswer {
                    given: i + 1,
                    count: q.answers.len(),
                })?;
                (a.next.clone(), q.text.clone(), a.label.clone())
            }
            (Node::Count(c), Input::Count(n)) => {
                let b = c.branches.iter().find(|b| b.from <= n && n <= b.to).ok_or(
                    RuleError::OutOfRange {
                        given: n,
                        min: c.min,
                        max: c.max,
                    },
                )?;
                (b.next.clone(), c.text.clone(), format!("{n} ({})", b.label))
            }
            (Node::Question(_), Input::Count(_)) => {
                return Err(RuleError::WrongKind("здесь нужно выбрать ответ"));
            }
            (Node::Count(_), Input::Choice(_)) => {
                return Err(RuleError::WrongKind("здесь нужно ввести число"));
            }
        };
        if !self.tree.nodes.contains_key(&next) {
            return Err(RuleError::MissingNode(next));
        }
        self.steps.push(Step {
            node: self.current.clone(),
            input,
            question,
            answer,
        });
        self.current = next;
        Ok(())
    }

    /// Goes back one step; false at the start.
    pub fn back(&mut self) -> bool {
        match self.steps.pop() {
            Some(s) => {
                self.current = s.node;
                true
            }
            None => false,
        }
    }

    /// Goes back to before step `index` (0 = the start), dropping it and the steps after it.
    pub fn back_to(&mut self, index: usize) {
        while self.steps.len() > index {
            self.back();
        }
    }

    /// The ruling, once one is reached.
    pub fn outcome(&self) -> Option<Outcome<'t>> {
        match self.tree.nodes.get(&self.current) {
            Some(Node::Ruling(r)) => Some(Outcome {
                id: self.current.clone(),
                ruling: r,
                path: self.steps.clone(),
            }),
            _ => None,
        }
    }

    /// Parses one answer as typed: a 1-based number, for a question or a count.
    pub fn parse_input(&self, s: &str) -> Result<Input, RuleError> {
        let n: u32 = s
            .trim()
            .parse()
            .map_err(|_| RuleError::WrongKind("нужно число"))?;
        match self.current()? {
            Node::Question(_) => match n {
                0 => Err(RuleError::NoSuchAnswer {
                    given: 0,
                    count: self.answer_count(),
                }),
                n => Ok(Input::Choice(n as usize - 1)),
            },
            Node::Count(_) => Ok(Input::Count(n)),
            Node::Ruling(_) => Err(RuleError::Finished),
        }
    }

    fn answer_count(&self) -> usize {
        match self.tree.nodes.get(&self.current) {
            Some(Node::Question(q)) => q.answers.len(),
            _ => 0,
        }
    }
}

/// Every path of a tree from the start to a ruling, as lists of inputs. A count node
/// contributes one input per branch (its lowest number).
pub fn all_paths(tree: &Tree) -> Vec<Vec<Input>> {
    fn walk(
        tree: &Tree,
        id: &str,
        prefix: &mut Vec<Input>,
        out: &mut Vec<Vec<Input>>,
        depth: usize,
    ) {
        if depth > tree.nodes.len() {
            return; // a cycle; validation reports it
        }
        match tree.nodes.get(id) {
            Some(Node::Ruling(_)) => out.push(prefix.clone()),
            Some(Node::Question(q)) => {
                for (i, a) in q.answers.iter().enumerate() {
                    prefix.push(Input::Choice(i));
                    walk(tree, &a.next, prefix, out, depth + 1);
                    prefix.pop();
                }
            }
            Some(Node::Count(c)) => {
                for b in &c.branches {
                    prefix.push(Input::Count(b.from));
                    walk(tree, &b.next, prefix, out, depth + 1);
                    prefix.pop();
                }
            }
            None => {}
        }
    }
    let mut out = Vec::new();
    walk(tree, &tree.start, &mut Vec::new(), &mut out, 0);
    out
}
