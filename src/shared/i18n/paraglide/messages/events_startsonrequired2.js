import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Startsonrequired2Inputs */

const en_events_startsonrequired2 = /** @type {(inputs: Events_Startsonrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the start date`)
};

const fil_events_startsonrequired2 = /** @type {(inputs: Events_Startsonrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang start date`)
};

/**
* | output |
* | --- |
* | "Please enter the start date" |
*
* @param {Events_Startsonrequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_startsonrequired2 = /** @type {((inputs?: Events_Startsonrequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Startsonrequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_startsonrequired2(inputs)
	return en_events_startsonrequired2(inputs)
});
export { events_startsonrequired2 as "events.startsOnRequired" }