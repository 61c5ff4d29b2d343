import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Endsonrequired2Inputs */

const en_events_endsonrequired2 = /** @type {(inputs: Events_Endsonrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the end date`)
};

const fil_events_endsonrequired2 = /** @type {(inputs: Events_Endsonrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang end date`)
};

/**
* | output |
* | --- |
* | "Please enter the end date" |
*
* @param {Events_Endsonrequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_endsonrequired2 = /** @type {((inputs?: Events_Endsonrequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Endsonrequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_endsonrequired2(inputs)
	return en_events_endsonrequired2(inputs)
});
export { events_endsonrequired2 as "events.endsOnRequired" }