// Players: one small component per player, drawn through shared instanced meshes.
import { useThree } from '@react-three/fiber';
import { createContext, memo, useContext, useEffect, useLayoutEffect, useMemo } from 'react';
import { useDrawOrder, useItem } from '../editor-context';
import { RENDER_ORDER } from './materials';
import { PlayerInstances, playerLook } from './player-instances';
import { useDrawContext } from './draw-context';
import { countRender } from './render-stats';

export const InstancesContext = createContext<PlayerInstances | null>(null);

export function usePlayerInstances(): PlayerInstances {
  const instances = useContext(InstancesContext);
  if (!instances) throw new Error('usePlayerInstances needs <PlayersLayer>');
  return instances;
}

/** Players of the phase being edited; `children` (the playback layer) draw over them while it plays. */
export function PlayersLayer({ hidden = false, children }: { hidden?: boolean; children?: React.ReactNode }) {
  countRender('PlayersLayer');
  const instances = useMemo(() => new PlayerInstances(), []);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    instances.listen(() => invalidate());
    return () => instances.dispose();
  }, [instances, invalidate]);
  // Every item's marker at its place in the display list; only players draw anything.
  const ids = useDrawOrder();
  return (
    <InstancesContext.Provider value={instances}>
      <group visible={!hidden}>
        <primitive object={instances.rings} renderOrder={RENDER_ORDER.players} />
        <primitive object={instances.discs} renderOrder={RENDER_ORDER.players + 1} />
        <primitive object={instances.labels} renderOrder={RENDER_ORDER.playerLabels + 1} />
      </group>
      {ids.map((id, rank) => (
        <PlayerMarker key={id} id={id} rank={rank} />
      ))}
      {children}
    </InstancesContext.Provider>
  );
}

/** One player: reads its own object (narrow selector) and writes its instance from the display list. */
export const PlayerMarker = memo(function PlayerMarker({ id, rank }: { id: string; rank: number }) {
  countRender(`player:${id}`);
  const item = useItem(id);
  const context = useDrawContext();
  const instances = usePlayerInstances();
  useLayoutEffect(() => {
    const look = item?.type === 'object' ? playerLook(item, context, rank) : null;
    if (look) instances.set(id, look);
    else instances.remove(id);
  }, [item, context, instances, id, rank]);
  useEffect(() => () => instances.remove(id), [instances, id]);
  return null;
});
