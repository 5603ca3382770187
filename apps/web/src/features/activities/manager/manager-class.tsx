import { createContext, useContext, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useManagerClassList } from '../api/manager-classes';
import { MANAGER_TEXT as T } from './manager-text';

/**
 * The class whose activities the manager shows (DESIGN.md §10): null with one class or none,
 * where the manager reads and creates as before classes (the server puts a new activity in the
 * teacher's only class), so a teacher of one class sees and sends nothing more.
 */
export const ManagerClassContext = createContext<string | null>(null);

export function useManagerClassId(): string | null {
  return useContext(ManagerClassContext);
}

/** The class last chosen in this browser, so the manager opens on it again. */
const CHOSEN_CLASS_KEY = 'thoughtfulManagerClass';

function readChosen(): string | null {
  try {
    return localStorage.getItem(CHOSEN_CLASS_KEY);
  } catch {
    return null;
  }
}

function storeChosen(id: string) {
  try {
    localStorage.setItem(CHOSEN_CLASS_KEY, id);
  } catch {
    // Without storage the manager opens on the first class next time.
  }
}

export interface ManagerClasses {
  /** The teacher's classes that are not archived (an admin's: all). */
  classes: readonly { _id: string; name: string }[];
  /** The class shown: the one last chosen, else the first; null with fewer than two classes. */
  classId: string | null;
  /** Whether the classes have answered (or failed: the manager then works without them). */
  settled: boolean;
  choose: (id: string) => void;
}

export function useManagerClasses(): ManagerClasses {
  const query = useManagerClassList();
  const [chosen, setChosen] = useState(readChosen);
  const classes = query.data ?? [];
  const picked = classes.find((c) => c._id === chosen) ?? classes[0];
  return {
    classes,
    classId: classes.length >= 2 && picked !== undefined ? picked._id : null,
    settled: query.data !== undefined || query.isError,
    choose: (id) => {
      storeChosen(id);
      setChosen(id);
    },
  };
}

/** The class picker, shown only to a teacher of two or more classes. */
export function ClassPicker({ classes, classId, choose }: ManagerClasses) {
  if (classId === null) return null;
  return (
    <Form.Group controlId="manager-class" className="manager-class-picker mb-2">
      <Form.Label>{T.classLabel}</Form.Label>
      <Form.Select value={classId} onChange={(event) => choose(event.target.value)}>
        {classes.map((c) => (
          <option key={c._id} value={c._id}>
            {c.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
