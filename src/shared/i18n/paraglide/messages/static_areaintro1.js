import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Areaintro1Inputs */

const en_static_areaintro1 = /** @type {(inputs: Static_Areaintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All 17 cities of Metro Manila:`)
};

const fil_static_areaintro1 = /** @type {(inputs: Static_Areaintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lahat ng 17 lungsod ng Metro Manila:`)
};

/**
* | output |
* | --- |
* | "All 17 cities of Metro Manila:" |
*
* @param {Static_Areaintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_areaintro1 = /** @type {((inputs?: Static_Areaintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Areaintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_areaintro1(inputs)
	return en_static_areaintro1(inputs)
});
export { static_areaintro1 as "static.areaIntro" }