import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Documentdescription1Inputs */

const en_static_documentdescription1 = /** @type {(inputs: Static_Documentdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit picks up the things you no longer need anywhere in Metro Manila, then donates, recycles or disposes of them responsibly. No account required.`)
};

const fil_static_documentdescription1 = /** @type {(inputs: Static_Documentdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kinukuha ng Ligpit ang mga gamit na hindi mo na kailangan saanman sa Metro Manila, saka dino-donate, nire-recycle o itinatapon nang maayos. Hindi kailangan ng account.`)
};

/**
* | output |
* | --- |
* | "Ligpit picks up the things you no longer need anywhere in Metro Manila, then donates, recycles or disposes of them responsibly. No account required." |
*
* @param {Static_Documentdescription1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_documentdescription1 = /** @type {((inputs?: Static_Documentdescription1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Documentdescription1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_documentdescription1(inputs)
	return en_static_documentdescription1(inputs)
});
export { static_documentdescription1 as "static.documentDescription" }