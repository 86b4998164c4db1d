/** Entry of `galleryScript` (gallery.tsx): enhances the page's galleries once it has been parsed. */
import { enhanceGallery } from "./gallery-enhancer";

for (const root of document.querySelectorAll<HTMLElement>("[data-gallery]")) enhanceGallery(root);
