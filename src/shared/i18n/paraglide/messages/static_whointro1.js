import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Whointro1Inputs */

const en_static_whointro1 = /** @type {(inputs: Static_Whointro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit — Filipino for “to tidy up” — was founded in 2023 by neighbours in Metro Manila who were tired of seeing good things end up in the trash. We make letting go easy: you take the photos, we do the heavy lifting.`)
};

const fil_static_whointro1 = /** @type {(inputs: Static_Whointro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang Ligpit — Filipino para sa “to tidy up” — ay itinatag noong 2023 ng magkakapitbahay sa Metro Manila na sawang-sawa nang makitang napupunta sa basurahan ang maaayos pang gamit. Pinapadali namin ang pagbitaw: ikaw ang kukuha ng litrato, kami ang bahala sa pagbubuhat.`)
};

/**
* | output |
* | --- |
* | "Ligpit — Filipino for “to tidy up” — was founded in 2023 by neighbours in Metro Manila who were tired of seeing good things end up in the trash. We make lett..." |
*
* @param {Static_Whointro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_whointro1 = /** @type {((inputs?: Static_Whointro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Whointro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_whointro1(inputs)
	return en_static_whointro1(inputs)
});
export { static_whointro1 as "static.whoIntro" }