import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { HydratedButton } from '@/components/auth/HydratedButton';
import styles from './Profile.module.css';

export interface ProfileTab {
  id: string;
  label: string;
  panel: () => ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and show their panel.
 * Only the chosen panel is rendered, so a panel loads its data when it is opened.
 */
export function ProfileTabs({ tabs, initial }: { tabs: readonly ProfileTab[]; initial?: string }) {
  const [chosen, setChosen] = useState(tabs.some((tab) => tab.id === initial) ? initial : tabs[0]?.id);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setChosen(tab.id);
    refs.current[tab.id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  const current = tabs.find((tab) => tab.id === chosen);
  return (
    <>
      <div role="tablist" aria-label="Your profile" className={styles.tabs}>
        {tabs.map((tab, index) => (
          <HydratedButton
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === chosen}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === chosen ? 0 : -1}
            className={styles.tab}
            data-label={tab.label}
            onClick={() => setChosen(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </HydratedButton>
        ))}
      </div>
      {current ? (
        <div role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`} tabIndex={0}>
          {current.panel()}
        </div>
      ) : null}
    </>
  );
}
