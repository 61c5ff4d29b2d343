import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Privacyintro1Inputs */

const en_static_privacyintro1 = /** @type {(inputs: Static_Privacyintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit follows the Data Privacy Act of 2012 (RA 10173) and the rules of the National Privacy Commission. This page says what we collect, why, who sees it, how long we keep it, and what you can ask of us.`)
};

const fil_static_privacyintro1 = /** @type {(inputs: Static_Privacyintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sinusunod ng Ligpit ang Data Privacy Act of 2012 (RA 10173) at ang mga patakaran ng National Privacy Commission. Sinasabi ng page na ito kung ano ang kinokolekta namin, bakit, sino ang nakakakita, gaano katagal namin ito itinatago, at ano ang puwede mong hilingin sa amin.`)
};

/**
* | output |
* | --- |
* | "Ligpit follows the Data Privacy Act of 2012 (RA 10173) and the rules of the National Privacy Commission. This page says what we collect, why, who sees it, ho..." |
*
* @param {Static_Privacyintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacyintro1 = /** @type {((inputs?: Static_Privacyintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacyintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacyintro1(inputs)
	return en_static_privacyintro1(inputs)
});
export { static_privacyintro1 as "static.privacyIntro" }