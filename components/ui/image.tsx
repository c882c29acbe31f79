import { getImageProps, type ImageLoaderProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

const UPLOADS = "/uploads/";

/**
 * Our own pictures (`/uploads/…`) by a short address, `/i/<key>?w=640`, which next.config.ts
 * rewrites onto Next's optimiser (`/_next/image?url=/uploads/<key>&w=640&q=75`): a card's srcset is
 * paid twice per page, in the markup and in the RSC payload, and the long form is twice as long
 * (docs/decisions/059-image-addresses-and-cards.md). Only the default quality has a short form.
 */
function uploadLoader({ src, width }: ImageLoaderProps) {
  return `/i/${src.slice(UPLOADS.length)}?w=${width}`;
}

type Props = Omit<ImageProps, "placeholder" | "blurDataURL" | "onLoadingComplete" | "loader">;

/**
 * next/image's picture without next/image's component: the same props, the same optimised <img>
 * (srcset, sizes, lazy loading), from next/image's own getImageProps. Its component is a client
 * component, so every page that renders one loads its code (about 5 KiB gzip) even from a server
 * component; this one is plain markup, so a page whose pictures all come from here loads none of
 * it. `preload` puts the picture's <link rel="preload"> in the head, as next/image does. No
 * `placeholder`: taking one away once the picture has loaded needs the browser. The style Next
 * writes on every picture (`fill`'s absolute box, the transparent alt text) is the `img` and
 * `img-fill` classes instead, so it is not repeated in each <img> of the markup and payload.
 */
export function Image(props: Props) {
  const short = typeof props.src === "string" && props.src.startsWith(UPLOADS) && props.quality === undefined;
  const { props: image } = getImageProps(short ? { ...props, loader: uploadLoader } : props);
  if (props.preload) {
    preloadResource(image.src, {
      as: "image",
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      crossOrigin: image.crossOrigin,
      referrerPolicy: image.referrerPolicy,
      fetchPriority: image.fetchPriority,
    });
  }
  const className = [props.fill ? "img-fill" : "img", props.className].filter(Boolean).join(" ");
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own <img>; alt is among its props
  return <img {...image} className={className} style={props.style} />;
}
