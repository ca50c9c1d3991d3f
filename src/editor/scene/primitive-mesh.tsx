// Draws a list of display-list primitives: triangles as one vertex-coloured mesh, text drawn with the
// app's bundled web font (Inter, from npm) into canvas textures: nothing is fetched at run time.
// Every item view and the court go through here.
import { useEffect, useMemo, useState } from 'react';
import { CanvasTexture, DoubleSide, MeshBasicMaterial, SRGBColorSpace, type Mesh, type Texture } from 'three';
import type { Primitive, TextPrimitive } from '../../../engine';
import { TEXT_FONT_FAMILY, canvas2d, fontSet } from './canvas-2d';
import { layeredVertexColorMaterial, unitPlane, vertexColorMaterial } from './materials';
import { buildPrimitives } from './primitive-geometry';
import { countRender } from './render-stats';

/** `depth` layers the primitives among the players (layerDepth); without it they are drawn over everything before them (court, overlay). */
export function PrimitiveMesh({ primitives, renderOrder, depth, meshRef }: { primitives: readonly Primitive[]; renderOrder: number; depth?: number; meshRef?: React.Ref<Mesh> }) {
  countRender('PrimitiveMesh');
  const built = useMemo(() => buildPrimitives(primitives), [primitives]);
  useEffect(() => () => built.geometry.dispose(), [built]);
  return (
    <group position-z={depth ?? 0}>
      <mesh ref={meshRef} geometry={built.geometry} material={depth === undefined ? vertexColorMaterial : layeredVertexColorMaterial} renderOrder={renderOrder} frustumCulled={false} />
      {built.texts.map((text, index) => (
        <PrimitiveText key={index} text={text} renderOrder={renderOrder + 0.5} layered={depth !== undefined} />
      ))}
    </group>
  );
}

/** Canvas pixels per court unit of text: sharp at the editor's zoom levels. */
const TEXT_RESOLUTION = 48;
/** The largest text canvas side, in pixels (very long text is drawn a little softer). */
const MAX_TEXT_CANVAS = 2048;

/** True once the bundled web font is loaded for `text`, so text drawn into canvases uses it. */
function useFontsReady(text: string): boolean {
  const sample = text || ' ';
  const [ready, setReady] = useState(() => {
    const fonts = fontSet();
    return !fonts || typeof fonts.check !== 'function' || fonts.check(`16px ${TEXT_FONT_FAMILY}`, sample);
  });
  useEffect(() => {
    const fonts = fontSet();
    if (ready || !fonts) return;
    let live = true;
    // Fetches the face whose unicode range covers these characters, if it is not loaded yet.
    void fonts.load(`16px ${TEXT_FONT_FAMILY}`, sample).finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, sample]);
  return ready;
}

interface TextImage {
  texture: Texture;
  width: number;
  height: number;
}

/**
 * Draws a text primitive into a canvas texture with the page's own (bundled) font; `fontsReady`
 * only marks which drawing this is (the one after the web font loaded replaces a fallback one).
 */
function textImage(text: TextPrimitive, fontsReady: boolean): TextImage | null {
  void fontsReady;
  if (text.text === '') return null;
  const drawing = canvas2d(1, 1);
  if (!drawing) return null;
  const { canvas, context } = drawing;
  const scale = Math.min(TEXT_RESOLUTION, MAX_TEXT_CANVAS / Math.max(1, text.fontSize * text.text.length));
  const fontPx = Math.max(4, text.fontSize * scale);
  const font = `${text.italic ? 'italic ' : ''}${text.bold ? 700 : 400} ${fontPx}px ${TEXT_FONT_FAMILY}`;
  context.font = font;
  const measured = Math.ceil(context.measureText(text.text).width) + 4;
  const height = Math.ceil(fontPx * 1.3);
  canvas.width = Math.min(MAX_TEXT_CANVAS, measured);
  canvas.height = height;
  context.font = font;
  context.fillStyle = text.fill ?? '#212b36';
  context.textBaseline = 'middle';
  context.textAlign = 'left';
  context.fillText(text.text, 2, height / 2);
  if (text.underline) context.fillRect(2, height / 2 + fontPx * 0.42, measured - 4, Math.max(1, fontPx * 0.07));
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return { texture, width: canvas.width / scale, height: height / scale };
}

/** A text primitive: anchored at (x, y) by its alignment, turned by its rotation, upright in the y-flipped scene. */
export function PrimitiveText({ text, renderOrder, layered = false }: { text: TextPrimitive; renderOrder: number; layered?: boolean }) {
  countRender('PrimitiveText');
  const fontsReady = useFontsReady(text.text);
  // Drawn again once the web font has loaded (a first draw may use a fallback face).
  const image = useMemo(() => textImage(text, fontsReady), [text, fontsReady]);
  const material = useMemo(() => {
    if (!image) return null;
    const m = new MeshBasicMaterial({ map: image.texture, transparent: true, depthTest: layered, depthWrite: false, side: DoubleSide, opacity: text.opacity ?? 1 });
    m.forceSinglePass = true;
    return m;
  }, [image, text.opacity, layered]);
  useEffect(
    () => () => {
      image?.texture.dispose();
      material?.dispose();
    },
    [image, material],
  );
  if (!image || !material) return null;
  // Offsets from the anchor to the plane's centre, in court units (y down).
  const dx = text.align === 'left' ? image.width / 2 : text.align === 'right' ? -image.width / 2 : 0;
  const dy = text.baseline === 'top' ? image.height / 2 : text.baseline === 'bottom' ? -image.height / 2 : 0;
  return (
    <group position={[text.x, text.y, 0]} rotation={[0, 0, (text.rotation * Math.PI) / 180]}>
      <mesh geometry={unitPlane} material={material} position={[dx, dy, 0]} scale={[image.width, -image.height, 1]} renderOrder={renderOrder} frustumCulled={false} />
    </group>
  );
}
