import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step4body1Inputs */

const en_static_step4body1 = /** @type {(inputs: Static_Step4body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team picks up your items, then donates, recycles or disposes of them responsibly.`)
};

const fil_static_step4body1 = /** @type {(inputs: Static_Step4body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kukunin ng team namin ang mga gamit mo, saka ido-donate, ire-recycle o itatapon nang maayos.`)
};

/**
* | output |
* | --- |
* | "Our team picks up your items, then donates, recycles or disposes of them responsibly." |
*
* @param {Static_Step4body1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_step4body1 = /** @type {((inputs?: Static_Step4body1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step4body1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_step4body1(inputs)
	return en_static_step4body1(inputs)
});
export { static_step4body1 as "static.step4Body" }