import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step2body1Inputs */

const en_static_step2body1 = /** @type {(inputs: Static_Step2body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us who you are and the pickup address, so we know where to go.`)
};

const fil_static_step2body1 = /** @type {(inputs: Static_Step2body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabihin sa amin kung sino ka at ang address ng pickup, para alam namin kung saan pupunta.`)
};

/**
* | output |
* | --- |
* | "Tell us who you are and the pickup address, so we know where to go." |
*
* @param {Static_Step2body1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_step2body1 = /** @type {((inputs?: Static_Step2body1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step2body1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_step2body1(inputs)
	return en_static_step2body1(inputs)
});
export { static_step2body1 as "static.step2Body" }